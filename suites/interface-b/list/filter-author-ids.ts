// Part 4.2 B1, the author_ids filter, checked against the data set model.
import { filterCheck } from './filter-check.ts';
import { authorFilter } from './filters.ts';

export const filterAuthorIdsCheck = filterCheck({
  id: 'B1.filter-author-ids',
  title: 'author_ids: every item returned was authored by one of the listed users, and every matching action comes back',
  filter: authorFilter,
  requirements: ['R-B1-filter-author-ids'],
});
