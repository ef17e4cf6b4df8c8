// Part 4.2 B1, the edited_at_from and edited_at_to range, checked against the data set model. Bounds never
// equal a data-set time: whether a bound is inclusive is not stated.
import { filterCheck } from './filter-check.ts';
import { editedFilter } from './filters.ts';

export const filterEditedAtCheck = filterCheck({
  id: 'B1.filter-edited-at',
  title: 'edited_at_from/edited_at_to: every item returned was edited within the range, and every action edited within it comes back',
  filter: editedFilter,
  requirements: ['R-B1-filter-edited-at'],
});
