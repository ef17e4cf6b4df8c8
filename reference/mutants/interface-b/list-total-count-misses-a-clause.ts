// Part 4.2 B1: totalCount is the number of actions matching the query. A platform whose COUNT query is
// built apart from the list query and misses one of its WHERE clauses.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-total-count-misses-a-clause',
  fault: 'The COUNT query is built apart from the list query and misses one of its WHERE clauses (here statuses), so the count includes actions the page leaves out.',
  breaks: 'B1.total-count',
  expect: 'warning',
  options: { mutation: { totalCount: (_matches, _page, _q, _matched, countWithout) => countWithout(['filterStatuses']) } },
};
