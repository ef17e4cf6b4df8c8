// Breaks one B1 rule: the limit is ignored: a page holds everything from the offset on.
import type { MutantB } from './mutant.ts';

export const listLimitIgnored: MutantB = {
  name: 'list-limit-ignored',
  breaks: 'B1.limit-bounds',
  options: { mutation: { page: (sorted, q) => sorted.slice(q.offset) } },
};
