// Part 4.2 B1: "sortingColumn | values: createdTime, editTime, deadline; sortingDirection | values: asc,
// desc": the items come back ordered by that column in that direction. A platform whose deadline order
// never reads the direction.
import { sortActions } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-deadline-desc-ignored',
  interface: 'b',
  requirement: 'R-B1-sorting',
  level: 'SHOULD',
  fault:
    'createdTime and editTime are ordered by the database, but the deadline, which may be absent, is ordered in memory by a comparator written by hand to put actions without a deadline last (a.deadline ?? MAX_DATE compared with b.deadline ?? MAX_DATE), and that comparator never reads sortingDirection, so sortingColumn=deadline&sortingDirection=desc lists the earliest deadline first, the same order as asc.',
  spec: 'part 4.2 B1: "sortingColumn | string | values: createdTime, editTime, deadline"; "sortingDirection | string | values: asc, desc"',
  options: {
    mutation: {
      sortActions: (actions, column, direction) => sortActions(actions, column, column === 'deadline' ? 'asc' : direction),
    },
  },
};
