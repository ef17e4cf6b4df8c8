// Breaks one B1 rule: sortingDirection is reversed: asc sorts descending and desc ascending.
import type { MutantB } from './mutant.ts';
import { sortActions } from '../../interface-b/index.ts';

export const listSortingReversed: MutantB = {
  name: 'list-sorting-reversed',
  breaks: 'B1.sorting',
  options: { mutation: { sortActions: (actions, column, direction) => sortActions(actions, column, direction === 'asc' ? 'desc' : 'asc') } },
};
