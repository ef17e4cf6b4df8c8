// Part 4.1 A2: replacing an existing file of a supplier with any valid document body of part 2.1 succeeds
// (200 or 201, part 4). The document to replace is created first, under the same fileName, through A1.
import { documentBody } from '../../generators/documentBody.ts';
import { createDocument, freshId, heavyRuns, plainDocument, replaceDocument } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a2AcceptsValidDocument: CheckDefinition = {
  id: 'A2.accepts-valid-document',
  title: 'A2 replaces an existing document with any valid document body, answering 200 or 201',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A2',
  requirements: ['R-A2-replaces-file', 'R-A-document-body-fields-optional', 'R-A-success-status-codes'],
  property: true,
  async run(t) {
    await t.property(
      documentBody({ force: ['fileName'], metaData: { maxItems: 6 } }),
      async (body) => {
        const supplierId = await freshId(t, 'a2');
        await createDocument(t, supplierId, plainDocument(body.fileName!), 'A1 creating the document to replace');
        await replaceDocument(t, supplierId, body, 'A2 of an existing document with a valid body');
      },
      { runs: heavyRuns(t) },
    );
  },
};
