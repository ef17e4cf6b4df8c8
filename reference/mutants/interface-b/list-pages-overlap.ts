// Breaks one B1 rule: each page after the first starts one item early, repeating the last item of the page before.
import type { MutantB } from './mutant.ts';

export const listPagesOverlap: MutantB = {
  name: 'list-pages-overlap',
  breaks: 'B1.paging-no-overlap-no-gap',
  options: { mutation: { page: (sorted, q) => sorted.slice(Math.max(0, q.offset - 1), Math.max(0, q.offset - 1) + q.limit) } },
};
