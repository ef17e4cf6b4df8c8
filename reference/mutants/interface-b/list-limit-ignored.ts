// Breaks one B1 rule: the limit is ignored: a page holds everything from the offset on.
import type { MutantB } from './mutant.ts';

export const listLimitIgnored: MutantB = {
  name: 'list-limit-ignored',
  fault: 'LIMIT is set on a query builder that is later rebuilt (or on a subquery only), so a page holds every item from the offset on.',
  breaks: 'B1.limit-bounds',
  options: { mutation: { page: (sorted, q) => sorted.slice(q.offset) } },
};
