// Part 4.2 B1: the stated filters together (every parameter is optional, so any combination is a valid
// query); an item must satisfy each filter sent.
import { filterCheck } from './filter-check.ts';
import { combinedFilter } from './filters.ts';

export const filterCombinationCheck = filterCheck({
  id: 'B1.filter-combination',
  title: 'any combination of the filters: every item returned matches each filter sent, and every action matching all of them comes back',
  filter: combinedFilter,
});
