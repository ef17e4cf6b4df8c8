// Part 4.2 B1: "offset | integer | items skipped before results": skipping past the last match leaves none.
// A platform whose pager clamps a page beyond the end to the last page.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-offset-past-end-clamped',
  interface: 'b',
  requirement: 'R-B1-offset',
  level: 'MUST',
  fault:
    "The pager clamps a page beyond the last one to the last page (as Django's Paginator.get_page and several pagination helpers do for an out-of-range page), so an offset past the end of the matches returns the last items again instead of an empty page, and a client paging until it gets nothing never stops.",
  spec: 'part 4.2 B1: "offset | integer | items skipped before results; default 0"',
  options: {
    mutation: {
      page: (sorted, q) => {
        if (q.offset < sorted.length || sorted.length === 0) return sorted.slice(q.offset, q.offset + q.limit);
        const last = Math.floor((sorted.length - 1) / q.limit) * q.limit;
        return sorted.slice(last, last + q.limit);
      },
    },
  },
};
