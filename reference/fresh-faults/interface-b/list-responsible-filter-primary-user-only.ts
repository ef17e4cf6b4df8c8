// Part 4.2 B1: "responsible_user_ids | string | comma-separated list of responsible user ids": an action is
// matched by any of its responsible users. A platform that matches the first one only.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-responsible-filter-primary-user-only',
  interface: 'b',
  requirement: 'R-B1-filter-responsible-user-ids',
  level: 'MUST',
  fault:
    'The responsible users are kept in a join table, but the action row also carries a denormalised primary_responsible_user_id (the first of responsibleUserIds, added for the dashboard\'s "my actions" tile), and the list query filters responsible_user_ids on that column to spare the join: an action is found only through its first responsible user, so responsible_user_ids=3 misses an action whose responsible users are 1 and 3, although the read shows user 3 among them.',
  spec: 'part 4.2 B1: "responsible_user_ids | string | comma-separated list of responsible user ids"; part 2.2: "responsibleUserIds | array of integer int64" and "responsibleUsers | array of User"',
  options: {
    mutation: {
      filterResponsibleUserIds: (a, q) => {
        if (q.responsibleUserIds === undefined) return true;
        const primary = a.fields.responsibleUserIds?.[0];
        return primary !== undefined && q.responsibleUserIds.includes(primary);
      },
    },
  },
};
