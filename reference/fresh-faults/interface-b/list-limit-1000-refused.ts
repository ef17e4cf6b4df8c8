// Part 8 (and part 4.2 B1): "List limit: 1 to 1000": 1000 itself is a valid limit. A platform whose range
// check has an exclusive upper bound.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-limit-1000-refused',
  interface: 'b',
  requirement: 'R-B1-limit-range',
  level: 'MUST',
  fault:
    'The range check on limit is written with an exclusive upper bound (limit < 1000, or @Max(999) from a "fewer than a thousand" note), so the largest page the specification allows is refused with 400.',
  spec: 'part 8: "List limit: 1 to 1000, default 100."; part 4.2 B1: "limit | integer | number of records returned, 1 to 1000; default 100"',
  options: { mutation: { maxLimit: 999 } },
};
