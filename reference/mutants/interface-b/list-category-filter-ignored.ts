// Breaks one B1 rule: the category_ids filter is ignored.
import type { MutantB } from './mutant.ts';

export const listCategoryFilterIgnored: MutantB = {
  name: 'list-category-filter-ignored',
  breaks: 'B1.filter-category-ids',
  options: { mutation: { filterCategoryIds: () => true } },
};
