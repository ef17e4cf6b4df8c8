// Part 2.2: "meta.paging.currentPage (integer)": it tells one page from the next, whatever limit is asked.
// A platform that computes the page from the default page size instead of the limit of the request.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'current-page-from-default-limit',
  interface: 'b',
  requirement: 'R-B1-current-page-advances',
  level: 'SHOULD',
  fault:
    'currentPage is computed as offset / DEFAULT_PAGE_SIZE + 1 with the constant 100, not with the limit of the request, so with limit=10 the pages at offset 0, 10, 20 ... 90 all report currentPage 1, and only offset 100 reports 2.',
  spec: 'part 2.2: "Page information of a list: meta.paging.totalCount (integer), meta.paging.currentPage (integer)"; part 4.2 B1: "limit | integer | number of records returned"',
  options: {
    mutation: {
      currentPage: (q) => Math.floor(q.offset / 100) + 1,
    },
  },
};
