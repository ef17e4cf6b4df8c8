// Breaks one B1 rule: the responsible_user_ids filter is ignored.
import type { MutantB } from './mutant.ts';

export const listResponsibleFilterIgnored: MutantB = {
  name: 'list-responsible-filter-ignored',
  fault: 'responsible_user_ids needs a join on the responsible-users table that the list query lacks, so the filter is dropped silently.',
  breaks: 'B1.filter-responsible-user-ids',
  options: { mutation: { filterResponsibleUserIds: () => true } },
};
