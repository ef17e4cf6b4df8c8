// Part 4.2 B1: "author_ids | string | comma-separated list of author ids": the actions whose author is one of
// them. A platform whose author filter runs over everyone involved in an action.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-author-filter-matches-responsible',
  interface: 'b',
  requirement: 'R-B1-filter-author-ids',
  level: 'MUST',
  fault:
    'author_ids is applied to the action_participants view the "my actions" page uses (author UNION responsible users), so author_ids=7 also lists the actions user 7 is only responsible for, which another user wrote.',
  spec: 'part 4.2 B1: "author_ids | string | comma-separated list of author ids"',
  options: {
    mutation: {
      filterAuthorIds: (a, q) =>
        q.authorIds === undefined || q.authorIds.includes(a.authorUserId) || (a.fields.responsibleUserIds ?? []).some((id) => q.authorIds!.includes(id)),
    },
  },
};
