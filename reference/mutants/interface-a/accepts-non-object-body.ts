// Parts 2.1 and 7: the body is a document object. A holder that takes any JSON value as an empty document.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'accepts-non-object-body',
  fault: 'A permissive body binder maps a JSON array, string or null to an empty document object, so a body that is no object creates an empty document instead of a 400.',
  breaks: 'A1.rejects-invalid-body',
  mutation: { isDocumentBody: () => true },
};
