// Part 4.2 B1: "edited_at_from | string, date-time | edited at from; edited_at_to | ... edited at to".
// A platform that compares the edit range with the creation time.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-edited-filter-on-created-time',
  interface: 'b',
  requirement: 'R-B1-filter-edited-at',
  level: 'MUST',
  fault:
    'The edited_at_from / edited_at_to clause was copied from the created_at one and still names the created_at column, so an action created before the range and edited inside it is missing, and one created in the range but edited after it is kept.',
  spec: 'part 4.2 B1: "edited_at_from | string, date-time | edited at from; edited_at_to | string, date-time | edited at to"',
  options: {
    mutation: {
      filterEdited: (a, q, caller) => DEFAULT_BEHAVIOUR.filterCreated(a, { ...q, createdFrom: q.editedFrom, createdTo: q.editedTo }, caller),
    },
  },
};
