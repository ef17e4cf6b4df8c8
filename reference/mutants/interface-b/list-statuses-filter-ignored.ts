// Breaks one B1 rule: the statuses filter is ignored.
import type { MutantB } from './mutant.ts';

export const listStatusesFilterIgnored: MutantB = {
  name: 'list-statuses-filter-ignored',
  fault: 'statuses is bound as a single enum value, the comma-separated list fails to bind, and the failure is swallowed, so no status filter is applied.',
  breaks: 'B1.filter-statuses',
  options: { mutation: { filterStatuses: () => true } },
};
