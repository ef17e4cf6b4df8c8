// Part 8 shows no maximum file size, so refusing contents of a few megabytes is not a failure; but a
// document holder that cannot take an ordinary scanned PDF is of little use (SHOULD). The bodies are drawn
// from the check's seed but not run as a property: shrinking megabytes, request by request, teaches nothing.
import fc from 'fast-check';
import { documentBody } from '../../generators/documentBody.ts';
import { createDocument, freshId, heavyRuns } from './support.ts';
import type { DocumentBody } from '../../generators/documentBody.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';

export const LARGE_MIN_BYTES = 1024 * 1024;
export const LARGE_MAX_BYTES = 2 * 1024 * 1024;

/** Bodies with contents of 1 to 2 MB (decoded), reproducible from the check's seed; one per 100 runs. */
export function largeBodies(t: CheckContext): DocumentBody[] {
  const arb = documentBody({ force: ['fileName', 'base64EncodedContents'], minBytes: LARGE_MIN_BYTES, maxBytes: LARGE_MAX_BYTES });
  return fc.sample(arb, { seed: t.seed, numRuns: Math.max(1, Math.round(heavyRuns(t) / 10)) });
}

export const a1AcceptsLargeDocument: CheckDefinition = {
  id: 'A1.accepts-large-document',
  title: 'A1 accepts a document with a few megabytes of contents',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 8',
  requirements: ['R-A-contents-of-file-size'],
  async run(t) {
    for (const body of largeBodies(t)) {
      await createDocument(t, await freshId(t, 'a1-large'), body, `A1 with ${body.base64EncodedContents!.length} characters of Base64 contents`);
    }
  },
};
