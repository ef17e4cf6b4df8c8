// Part 4.2 B1: sortingColumn orders the whole list. A platform that sorts each page in memory.
import { sortActions } from '../../interface-b/behaviour.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-sorted-after-paging',
  fault: 'The page is sorted in memory after LIMIT, so each page is ordered but the list as a whole is not.',
  breaks: 'B1.sorting',
  expect: 'warning',
  options: {
    mutation: {
      // Insertion order (by id) for the query, the requested order within the page only.
      sortActions: (actions) => sortActions(actions, undefined, 'asc'),
      page: (sorted, q) => sortActions(sorted.slice(q.offset, q.offset + q.limit), q.sortingColumn, q.sortingDirection),
    },
  },
};
