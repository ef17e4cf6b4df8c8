// Parts 2.1 and 7: the body is a document object. A holder that takes any JSON value as an empty document.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'accepts-non-object-body',
  breaks: 'A1.rejects-invalid-body',
  mutation: { isDocumentBody: () => true },
};
