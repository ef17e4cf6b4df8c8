// Part 4.2 B1: offset defaults to 0. A platform that derives an absent offset from a page number that
// defaults to 1.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-offset-from-page-one',
  fault: 'An absent offset is computed as (page - 1) * limit from a page number whose default is 1 in one place and 2 in another, so the first page skips limit items.',
  breaks: 'B1.offset',
  options: {
    mutation: {
      page: (sorted, q) => {
        const offset = q.offsetGiven ? q.offset : q.limit;
        return sorted.slice(offset, offset + q.limit);
      },
    },
  },
};
