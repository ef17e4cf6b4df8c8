// Part 2.2: "Page information of a list: meta.paging.totalCount (integer)": the number of actions the query
// matches, whatever limit and offset. A platform whose count query still carries the page's OFFSET.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-total-count-zero-past-first-page',
  interface: 'b',
  requirement: 'R-B1-total-count-counts-matches',
  level: 'SHOULD',
  fault:
    'totalCount is counted on a clone of the page query (Knex\'s query.clone().count(), a query builder copied after .offset() was set), so the count is SELECT COUNT(*) ... LIMIT :limit OFFSET :offset: on the first page the one row the count returns is kept, on every later page OFFSET skips it, and the missing row is read as 0, so any page with an offset reports totalCount 0 while its data holds actions.',
  spec: 'part 2.2: "Page information of a list: meta.paging.totalCount (integer), meta.paging.currentPage (integer)"; part 4.2 B1: "offset | integer | items skipped before results; default 0"',
  options: {
    mutation: {
      totalCount: (matchCount, _pageCount, query) => (query.offset > 0 ? 0 : matchCount),
    },
  },
};
