// Breaks one B1 rule: created_at_from and created_at_to are ignored.
import type { MutantB } from './mutant.ts';

export const listCreatedFilterIgnored: MutantB = {
  name: 'list-created-filter-ignored',
  fault: 'created_at_from and created_at_to are documented and parsed but never added to the WHERE clause of the list query.',
  breaks: 'B1.filter-created-at',
  options: { mutation: { filterCreated: () => true } },
};
