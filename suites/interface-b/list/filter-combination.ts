// Part 4.2 B1: the stated filters together (every parameter is optional, so any combination is a valid
// query); an item must satisfy each filter sent.
import { filterCheck } from './filter-check.ts';
import { combinedFilter } from './filters.ts';

export const filterCombinationCheck = filterCheck({
  id: 'B1.filter-combination',
  title: 'any combination of the filters: every item returned matches each filter sent, and every action matching all of them comes back',
  filter: combinedFilter,
  requirements: ['R-B1-parameters-optional', 'R-B1-filter-statuses', 'R-B1-filter-category-ids', 'R-B1-filter-author-ids', 'R-B1-filter-responsible-user-ids', 'R-B1-filter-partner-company-ids', 'R-B1-filter-created-at', 'R-B1-filter-edited-at'],
});
