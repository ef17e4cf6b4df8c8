// Part 4.2 B1: "offset | integer | items skipped before results": exactly offset items. A platform that
// turns offset into a page number, rounding it down to a multiple of limit.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-offset-rounded-to-page',
  interface: 'b',
  requirement: 'R-B1-offset',
  level: 'MUST',
  fault:
    "offset and limit are turned into a page request for the data layer (Spring Data's PageRequest.of(offset / limit, limit)), so an offset that is not a multiple of limit is rounded down to the start of its page and items before it are returned again.",
  spec: 'part 4.2 B1: "offset | integer | items skipped before results; default 0"',
  options: {
    mutation: {
      page: (sorted, q) => {
        const start = Math.floor(q.offset / q.limit) * q.limit;
        return sorted.slice(start, start + q.limit);
      },
    },
  },
};
