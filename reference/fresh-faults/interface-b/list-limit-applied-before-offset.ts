// Part 4.2 B1: "limit | number of records returned"; "offset | items skipped before results": limit items
// after the first offset ones. A platform whose in-memory pager takes limit items first, then drops offset.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-limit-applied-before-offset',
  interface: 'b',
  requirement: 'R-B1-offset',
  level: 'MUST',
  fault:
    'The pager is a chain written in the wrong order (_.chain(items).take(limit).drop(offset), items.slice(0, limit).slice(offset)), so a page with an offset holds only the items between offset and limit: fewer than asked for, and none at all once offset reaches limit, although more actions match.',
  spec: 'part 4.2 B1: "limit | integer | number of records returned, 1 to 1000; default 100"; "offset | integer | items skipped before results; default 0"',
  options: {
    mutation: {
      page: (sorted, q) => sorted.slice(0, q.limit).slice(q.offset),
    },
  },
};
