// Part 4.1 A3: revision is a revision number, so 10 comes after 9. A holder that orders revisions as text
// and takes 9 for the latest.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'revisions-ordered-as-text',
  breaks: 'A3.latest-revision-by-default',
  mutation: { queryLatest: (ascending) => [...ascending].sort().at(-1) },
};
