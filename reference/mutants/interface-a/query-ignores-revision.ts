// Part 4.1 A3: with `revision`, that revision's documents. A holder that answers every revision.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'query-ignores-revision',
  breaks: 'A3.selects-requested-revision',
  mutation: { filterByRevision: false },
};
