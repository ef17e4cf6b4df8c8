// Parts 2.1 and 7: metaData is an array of key/value string pairs; anything else is an invalid request.
// A holder that takes whatever metaData it gets.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'accepts-malformed-metadata',
  fault: 'metaData is bound to a loosely typed model (a JSON column, a list of any), so items that are not key/value string pairs, or a metaData that is no array, are stored as they came.',
  breaks: 'A2.rejects-invalid-body',
  mutation: { validateMetaData: () => [] },
};
