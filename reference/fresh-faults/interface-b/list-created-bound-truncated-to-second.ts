// Part 4.2 B1: "created_at_from | string, date-time | created at from; created_at_to | ... created at to".
// A platform that drops the fraction of the bounds, so they move by up to a second.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

/** A bound in microseconds, cut to its whole second. */
const wholeSecond = (micros: number | undefined): number | undefined => (micros === undefined ? undefined : Math.floor(micros / 1_000_000) * 1_000_000);

export const fault: FreshFault = {
  name: 'list-created-bound-truncated-to-second',
  interface: 'b',
  requirement: 'R-B1-filter-created-at',
  level: 'MUST',
  fault:
    'created_at_from and created_at_to are bound to a query parameter of whole seconds (a DATETIME parameter, a parse pattern without fraction), so their fraction is dropped while createdTime keeps milliseconds: created_at_from=10:00:00.500Z also lists an action created at 10:00:00.200Z, and created_at_to=10:00:00.800Z misses one created at 10:00:00.500Z.',
  spec: 'part 4.2 B1: "created_at_from | string, date-time | created at from; created_at_to | string, date-time | created at to"',
  options: {
    mutation: {
      filterCreated: (a, q, caller) => DEFAULT_BEHAVIOUR.filterCreated(a, { ...q, createdFrom: wholeSecond(q.createdFrom), createdTo: wholeSecond(q.createdTo) }, caller),
    },
  },
};
