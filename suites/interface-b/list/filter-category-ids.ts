// Part 4.2 B1, the category_ids filter, checked against the data set model.
import { filterCheck } from './filter-check.ts';
import { categoryFilter } from './filters.ts';

export const filterCategoryIdsCheck = filterCheck({
  id: 'B1.filter-category-ids',
  title: 'category_ids: every item returned is in one of the listed categories, and every matching action comes back',
  filter: categoryFilter,
  requirements: ['R-B1-filter-category-ids'],
});
