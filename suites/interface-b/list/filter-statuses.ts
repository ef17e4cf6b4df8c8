// Part 4.2 B1, the statuses filter, checked against the data set model.
import { filterCheck } from './filter-check.ts';
import { statusesFilter } from './filters.ts';

export const filterStatusesCheck = filterCheck({
  id: 'B1.filter-statuses',
  title: 'statuses: every item returned has one of the listed statuses, and every matching action comes back',
  filter: statusesFilter,
  requirements: ['R-B1-filter-statuses'],
});
