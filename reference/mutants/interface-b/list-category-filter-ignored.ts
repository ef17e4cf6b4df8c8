// Breaks one B1 rule: the category_ids filter is ignored.
import type { MutantB } from './mutant.ts';

export const listCategoryFilterIgnored: MutantB = {
  name: 'list-category-filter-ignored',
  fault: 'category_ids is declared as one integer, the comma-separated string fails to bind, and the binding error is swallowed, so no category filter is applied.',
  breaks: 'B1.filter-category-ids',
  options: { mutation: { filterCategoryIds: () => true } },
};
