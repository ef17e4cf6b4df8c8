// Part 4: a successful B1 answers 200. A platform that answers 206 for a page that is not the last.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-partial-content-206',
  fault: 'B1 answers 206 Partial Content for a page that is not the last, a range-style pagination default.',
  breaks: 'B1.limit-bounds',
  options: { mutation: { listStatus: (q, matches) => (q.offset + q.limit < matches ? 206 : 200) } },
};
