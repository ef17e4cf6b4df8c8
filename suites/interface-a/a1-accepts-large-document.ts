// Part 8 shows no maximum file size, so refusing contents of a few megabytes is not a failure; but a
// document holder that cannot take an ordinary scanned PDF is of little use (SHOULD).
import { documentBody } from '../../generators/documentBody.ts';
import { createDocument, freshId, heavyRuns } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const LARGE_MIN_BYTES = 1024 * 1024;
export const LARGE_MAX_BYTES = 2 * 1024 * 1024;

export const a1AcceptsLargeDocument: CheckDefinition = {
  id: 'A1.accepts-large-document',
  title: 'A1 accepts a document with a few megabytes of contents',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 8',
  property: true,
  async run(t) {
    const bodies = documentBody({ force: ['fileName', 'base64EncodedContents'], minBytes: LARGE_MIN_BYTES, maxBytes: LARGE_MAX_BYTES });
    await t.property(
      bodies,
      async (body) => {
        await createDocument(t, await freshId(t, 'a1-large'), body, `A1 with ${body.base64EncodedContents!.length} characters of Base64 contents`);
      },
      { runs: Math.min(heavyRuns(t), 2) },
    );
  },
};
