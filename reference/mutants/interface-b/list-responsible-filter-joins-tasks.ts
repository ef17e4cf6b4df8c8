// Part 4.2 B1: responsible_user_ids matches the action's responsible users. A platform that joins the
// tasks' responsible users in as well.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-responsible-filter-joins-tasks',
  fault: 'responsible_user_ids also matches the responsible users of tasks (a join over the wrong table).',
  breaks: 'B1.filter-responsible-user-ids',
  options: {
    mutation: {
      filterResponsibleUserIds: (a, q) =>
        q.responsibleUserIds === undefined ||
        [...(a.fields.responsibleUserIds ?? []), ...(a.fields.tasks ?? []).flatMap((t) => (t.responsibleUserId === undefined ? [] : [t.responsibleUserId]))].some((id) =>
          q.responsibleUserIds!.includes(id),
        ),
    },
  },
};
