// Breaks one B1 rule: edited_at_from and edited_at_to are ignored.
import type { MutantB } from './mutant.ts';

export const listEditedFilterIgnored: MutantB = {
  name: 'list-edited-filter-ignored',
  fault: 'edited_at_from and edited_at_to are parsed but never added to the query, so actions edited outside the range are listed.',
  breaks: 'B1.filter-edited-at',
  options: { mutation: { filterEdited: () => true } },
};
