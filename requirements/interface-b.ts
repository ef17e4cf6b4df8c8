// The requirements of interface B (V2 development actions), in the order of the specification.
import type { Requirement } from './types.ts';

export const requirementsB: Requirement[] = [
  {
    id: 'R-B4-patch-list-items-kept',
    part: 'part 4.2 B4',
    interface: 'b',
    operation: 'B4',
    level: 'SHOULD',
    text: 'Request body: a development action object containing only the fields to be changed.',
    impliedBy:
      '"only the fields to be changed": a list sent in a patch is changed, whether it replaces the stored list or is merged into it (by id, or appended), so every item sent shows in the next read.',
  },
  {
    id: 'R-B1-defaults-whole-collection',
    part: 'part 4.2 B1',
    interface: 'b',
    operation: 'B1',
    level: 'MUST',
    text: 'direction | string | values: sent, received, all; default all. limit | integer | number of records returned, 1 to 1000; default 100. offset | integer | items skipped before results; default 0.',
  },
];
