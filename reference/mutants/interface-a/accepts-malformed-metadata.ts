// Parts 2.1 and 7: metaData is an array of key/value string pairs; anything else is an invalid request.
// A holder that takes whatever metaData it gets.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'accepts-malformed-metadata',
  breaks: 'A2.rejects-invalid-body',
  mutation: { validateMetaData: () => [] },
};
