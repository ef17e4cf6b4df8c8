// Part 2.1: every field of the document body is optional, metaData an array of any length. A holder that
// refuses an empty metaData array or a body without any field.
import { validateDocumentBody } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'empty-metadata-refused',
  fault: 'the request validator gives metaData a minimum of one item (a @NotEmpty or minItems: 1 copied from another model), so metaData: [] and a body of {} are refused',
  breaks: 'A1.accepts-valid-document',
  mutation: {
    validateBody: (body, rules) =>
      (Array.isArray(body.metaData) && body.metaData.length === 0) || Object.keys(body).length === 0
        ? [{ type: 'INVALID_VALUE', message: 'metaData must not be empty', source: 'metaData' }]
        : validateDocumentBody(body, rules),
  },
};
