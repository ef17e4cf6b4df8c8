// Parts 2.1 and 7: base64EncodedContents is Base64; anything else is an invalid request. A holder that
// never looks at the contents.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'accepts-invalid-base64',
  fault: "The holder stores base64EncodedContents as an opaque string, or decodes it with a lenient decoder (Node's Buffer.from(s, 'base64') skips characters it does not know), so text that is not Base64 is saved instead of refused.",
  breaks: 'A1.rejects-invalid-body',
  mutation: { validateBase64: () => true },
};
