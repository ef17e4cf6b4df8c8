// Part 7: an error item's source is the name of the offending field, so a 400 for a field of the wrong
// type names it (SHOULD). A holder whose items all give "body" as their source.
import { validateDocumentBody } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'error-source-generic',
  fault: 'Errors come from a whole-body schema validator whose error paths are not mapped back to field names, so every item gives the generic "body" as its source.',
  breaks: 'A.error-source-names-field',
  expect: 'warning',
  mutation: { validateBody: (body, rules) => validateDocumentBody(body, rules).map((e) => ({ ...e, source: 'body' })) },
};
