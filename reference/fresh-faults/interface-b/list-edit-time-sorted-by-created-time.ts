// Part 4.2 B1: "sortingColumn | string | values: createdTime, editTime, deadline; sortingDirection | ...":
// the items come back ordered by the column asked for. A platform that orders by creation time when
// editTime is asked for.
import { sortActions } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-edit-time-sorted-by-created-time',
  interface: 'b',
  requirement: 'R-B1-sorting',
  level: 'SHOULD',
  fault:
    "The whitelist that maps sortingColumn to a database column was filled by copy and paste and maps editTime to created_at as well as createdTime (the list is ordered, no error is raised), so sortingColumn=editTime gives the creation order: an old action edited a minute ago stays where its creation put it.",
  spec: 'part 4.2 B1: "sortingColumn | string | values: createdTime, editTime, deadline" and "sortingDirection | string | values: asc, desc"',
  options: {
    mutation: {
      sortActions: (actions, column, direction) => sortActions(actions, column === 'editTime' ? 'createdTime' : column, direction),
    },
  },
};
