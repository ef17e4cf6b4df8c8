// Part 2.1: base64EncodedContents are file contents, so a document of ordinary file size is taken (SHOULD;
// part 8 shows no maximum). A holder that refuses contents over about 730 kB as invalid.
import { validateDocumentBody } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

export const LARGE_CONTENTS_CHARS = 1_000_000;

export const mutant: MutantA = {
  name: 'large-document-refused',
  fault: "The framework's default JSON body limit (body-parser's 100 kB, a 1 MB max-in-memory-size) refuses an ordinary file of a few megabytes as an invalid request.",
  breaks: 'A1.accepts-large-document',
  expect: 'warning',
  mutation: {
    validateBody: (body, rules) => {
      const contents = body.base64EncodedContents;
      if (typeof contents === 'string' && contents.length > LARGE_CONTENTS_CHARS) {
        return [{ type: 'INVALID_PARAMETER', message: 'base64EncodedContents is too large', source: 'base64EncodedContents' }];
      }
      return validateDocumentBody(body, rules);
    },
  },
};
