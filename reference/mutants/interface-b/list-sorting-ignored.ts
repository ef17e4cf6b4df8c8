// Breaks one B1 rule: sortingColumn and sortingDirection are ignored: items come in id order.
import type { MutantB } from './mutant.ts';

export const listSortingIgnored: MutantB = {
  name: 'list-sorting-ignored',
  breaks: 'B1.sorting',
  // The rule is implied (by the parameter's name), not stated: a warning.
  expect: 'warning',
  options: { mutation: { sortActions: (actions) => actions } },
};
