// Breaks one B1 rule: sortingColumn and sortingDirection are ignored: items come in id order.
import type { MutantB } from './mutant.ts';

export const listSortingIgnored: MutantB = {
  name: 'list-sorting-ignored',
  fault: 'sortingColumn is looked up in a whitelist spelt differently (created_time against createdTime), misses, and falls back to id order without an error.',
  breaks: 'B1.sorting',
  // The rule is implied (by the parameter's name), not stated: a warning.
  expect: 'warning',
  options: { mutation: { sortActions: (actions) => actions } },
};
