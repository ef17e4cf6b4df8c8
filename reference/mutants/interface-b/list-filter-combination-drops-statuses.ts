// Part 4.2 B1: every filter sent limits the list, also together. A platform that applies statuses alone,
// but forgets it when category_ids is sent with it.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/behaviour.ts';
import type { MutantB } from './mutant.ts';

export const listFilterCombinationDropsStatuses: MutantB = {
  name: 'list-filter-combination-drops-statuses',
  fault: "The query builder's .where() replaces the condition before it instead of and-ing it (or an if/else chain applies one filter), so statuses is lost when category_ids is sent too.",
  breaks: 'B1.filter-combination',
  options: { mutation: { filterStatuses: (a, q, c) => q.categoryIds !== undefined || DEFAULT_BEHAVIOUR.filterStatuses(a, q, c) } },
};
