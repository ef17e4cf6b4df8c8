// Breaks one B1 rule: created_at_from and created_at_to are ignored.
import type { MutantB } from './mutant.ts';

export const listCreatedFilterIgnored: MutantB = {
  name: 'list-created-filter-ignored',
  breaks: 'B1.filter-created-at',
  options: { mutation: { filterCreated: () => true } },
};
