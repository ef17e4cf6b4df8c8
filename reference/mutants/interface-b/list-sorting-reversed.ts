// Breaks one B1 rule: sortingDirection is reversed: asc sorts descending and desc ascending.
import type { MutantB } from './mutant.ts';
import { sortActions } from '../../interface-b/index.ts';

export const listSortingReversed: MutantB = {
  name: 'list-sorting-reversed',
  fault: "sortingDirection is mapped with an inverted ternary (asc ? DESC : ASC), or the UI's newest-first convention, so asc and desc come out swapped.",
  breaks: 'B1.sorting',
  // The rule is implied (by the parameter's name), not stated: a warning.
  expect: 'warning',
  options: { mutation: { sortActions: (actions, column, direction) => sortActions(actions, column, direction === 'asc' ? 'desc' : 'asc') } },
};
