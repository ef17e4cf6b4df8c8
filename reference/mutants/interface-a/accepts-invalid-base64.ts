// Parts 2.1 and 7: base64EncodedContents is Base64; anything else is an invalid request. A holder that
// never looks at the contents.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'accepts-invalid-base64',
  breaks: 'A1.rejects-invalid-body',
  mutation: { validateBase64: () => true },
};
