// Part 4.2 B1, the created_at_from and created_at_to range, checked against the data set model. Bounds never
// equal a data-set time: whether a bound is inclusive is not stated.
import { filterCheck } from './filter-check.ts';
import { createdFilter } from './filters.ts';

export const filterCreatedAtCheck = filterCheck({
  id: 'B1.filter-created-at',
  title: 'created_at_from/created_at_to: every item returned was created within the range, and every action created within it comes back',
  filter: createdFilter,
  requirements: ['R-B1-filter-created-at'],
});
