// Part 4.2 B1: "sortingColumn | values: createdTime, editTime, deadline; sortingDirection | asc, desc": the
// items come back in deadline order. A platform that sorts the deadline text as sent, not its instant.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import type { ActionRecord } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

const byId = (x: ActionRecord, y: ActionRecord): number => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

export const fault: FreshFault = {
  name: 'list-deadline-sorted-as-text',
  interface: 'b',
  requirement: 'R-B1-sorting',
  level: 'SHOULD',
  fault:
    'The deadline is kept in a VARCHAR column exactly as sent (so that it reads back unchanged) and sortingColumn=deadline becomes ORDER BY deadline on that text, so deadlines given with other offsets or with and without a fraction sort by their characters: 2024-06-01T09:00:00-05:00 (14:00Z) comes before 2024-06-01T12:00:00Z, and 10:00:00.5Z before 10:00:00Z.',
  spec: 'part 4.2 B1: "sortingColumn | string | values: createdTime, editTime, deadline"; "sortingDirection | string | values: asc, desc"; part 2.2: "deadline | string, date-time"',
  options: {
    mutation: {
      sortActions: (actions, column, direction) => {
        if (column !== 'deadline') return DEFAULT_BEHAVIOUR.sortActions(actions, column, direction);
        const sign = direction === 'desc' ? -1 : 1;
        return [...actions].sort((x, y) => {
          const a = x.fields.deadline ?? undefined;
          const b = y.fields.deadline ?? undefined;
          if (a !== b) {
            if (a === undefined) return 1;
            if (b === undefined) return -1;
            return sign * (a < b ? -1 : 1);
          }
          return byId(x, y);
        });
      },
    },
  },
};
