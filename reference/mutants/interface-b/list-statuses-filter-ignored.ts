// Breaks one B1 rule: the statuses filter is ignored.
import type { MutantB } from './mutant.ts';

export const listStatusesFilterIgnored: MutantB = {
  name: 'list-statuses-filter-ignored',
  breaks: 'B1.filter-statuses',
  options: { mutation: { filterStatuses: () => true } },
};
