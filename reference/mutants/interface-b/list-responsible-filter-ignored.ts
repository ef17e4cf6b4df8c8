// Breaks one B1 rule: the responsible_user_ids filter is ignored.
import type { MutantB } from './mutant.ts';

export const listResponsibleFilterIgnored: MutantB = {
  name: 'list-responsible-filter-ignored',
  breaks: 'B1.filter-responsible-user-ids',
  options: { mutation: { filterResponsibleUserIds: () => true } },
};
