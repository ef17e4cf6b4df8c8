// Part 8 shows no maximum file size (SHOULD, as for A1): a replacement of a few megabytes.
import { largeBodies } from './a1-accepts-large-document.ts';
import { createDocument, freshId, plainDocument, replaceDocument } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a2AcceptsLargeDocument: CheckDefinition = {
  id: 'A2.accepts-large-document',
  title: 'A2 accepts a replacement with a few megabytes of contents',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 8',
  requirements: ['R-A-contents-of-file-size'],
  async run(t) {
    for (const body of largeBodies(t)) {
      const supplierId = await freshId(t, 'a2-large');
      await createDocument(t, supplierId, plainDocument(body.fileName!), 'A1 creating the document to replace');
      await replaceDocument(t, supplierId, body, `A2 with ${body.base64EncodedContents!.length} characters of Base64 contents`);
    }
  },
};
