// Part 4.2 B1: "responsible_user_ids | string | comma-separated list of responsible user ids": the actions
// some of these users are responsible for, each once. A platform whose join lists an action per match.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-responsible-join-duplicates',
  interface: 'b',
  requirement: 'R-B1-filter-responsible-user-ids',
  level: 'MUST',
  fault:
    'responsible_user_ids is applied as an inner JOIN on the responsible-users table with user_id IN (...) and no DISTINCT, so an action for which several of the listed users are responsible comes back once per matching user.',
  spec: 'part 4.2 B1: "responsible_user_ids | string | comma-separated list of responsible user ids"',
  options: {
    mutation: {
      page: (sorted, q) => {
        const wanted = q.responsibleUserIds;
        const rows = wanted === undefined ? sorted : sorted.flatMap((a) => new Array(Math.max(1, (a.fields.responsibleUserIds ?? []).filter((id) => wanted.includes(id)).length)).fill(a));
        return rows.slice(q.offset, q.offset + q.limit);
      },
    },
  },
};
