// Part 4.1 A3: revision is a revision number, so 10 comes after 9. A holder that orders revisions as text
// and takes 9 for the latest.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'revisions-ordered-as-text',
  fault: 'Revision numbers are kept in a VARCHAR column and the latest is found with ORDER BY revision DESC, so "9" sorts after "10".',
  breaks: 'A3.latest-revision-by-default',
  mutation: { queryLatest: (ascending) => [...ascending].sort().at(-1) },
};
