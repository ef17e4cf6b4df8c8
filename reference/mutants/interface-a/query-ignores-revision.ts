// Part 4.1 A3: with `revision`, that revision's documents. A holder that answers every revision.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-ignores-revision',
  fault: 'The revision parameter is read under another name (rev, revisionId) or never bound into the WHERE clause, so every revision of the material is returned.',
  breaks: 'A3.selects-requested-revision',
  mutation: { filterByRevision: false },
};
