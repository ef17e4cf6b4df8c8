// Part 2.1: every field of the document body is optional. A holder that refuses a document without
// fileName.
import { validateDocumentBody } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'file-name-required',
  fault: 'fileName is a NOT NULL column (or a required property of the request model), so a document sent without fileName is refused as an invalid request',
  breaks: 'A1.accepts-valid-document',
  mutation: {
    validateBody: (body, rules) =>
      body.fileName === undefined ? [{ type: 'INVALID_VALUE', message: 'fileName must not be null', source: 'fileName' }] : validateDocumentBody(body, rules),
  },
};
