// Breaks one B1 rule: each page after the first starts one item early, repeating the last item of the page before.
import type { MutantB } from './mutant.ts';

export const listPagesOverlap: MutantB = {
  name: 'list-pages-overlap',
  fault: 'The pagination code converts between page numbers and offsets off by one (offset = page * limit - 1), so each page repeats the last item of the page before.',
  breaks: 'B1.paging-no-overlap-no-gap',
  options: { mutation: { page: (sorted, q) => sorted.slice(Math.max(0, q.offset - 1), Math.max(0, q.offset - 1) + q.limit) } },
};
