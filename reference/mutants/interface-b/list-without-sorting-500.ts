// Part 4.2 B1: every parameter is optional. A platform that fails on a list without sortingColumn.
import { sortActions } from '../../interface-b/behaviour.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-without-sorting-500',
  fault: 'A list without sortingColumn builds ORDER BY null (or ORDER BY undefined), and the database error is answered 500.',
  breaks: 'B1.list-schema',
  options: {
    mutation: {
      sortActions: (actions, column, direction) => {
        if (column === undefined) throw new Error('syntax error at or near "null" (ORDER BY null)');
        return sortActions(actions, column, direction);
      },
    },
  },
};
