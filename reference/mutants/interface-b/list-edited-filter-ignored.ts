// Breaks one B1 rule: edited_at_from and edited_at_to are ignored.
import type { MutantB } from './mutant.ts';

export const listEditedFilterIgnored: MutantB = {
  name: 'list-edited-filter-ignored',
  breaks: 'B1.filter-edited-at',
  options: { mutation: { filterEdited: () => true } },
};
