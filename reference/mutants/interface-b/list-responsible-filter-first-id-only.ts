// Breaks one B1 rule: only the first id of the comma-separated responsible_user_ids counts.
import type { MutantB } from './mutant.ts';

export const listResponsibleFilterFirstIdOnly: MutantB = {
  name: 'list-responsible-filter-first-id-only',
  fault: 'responsible_user_ids is bound to a single integer (parseInt("3,4") is 3), so only the first id of the list filters.',
  breaks: 'B1.filter-responsible-user-ids',
  options: { mutation: { filterResponsibleUserIds: (a, q) => q.responsibleUserIds === undefined || (a.fields.responsibleUserIds ?? []).includes(q.responsibleUserIds[0]) } },
};
