// Part 4.2 B1: "Query parameters, all optional": without statuses, no status is filtered out. A platform
// whose list leaves cancelled actions out unless statuses asks for them.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-hides-cancelled-by-default',
  interface: 'b',
  requirement: 'R-B1-defaults-whole-collection',
  level: 'MUST',
  fault:
    "The list repository's default criteria carry status <> 'Cancelled' (the web client's overview hides cancelled initiatives), applied whenever statuses is absent, so a list without statuses misses every cancelled action and counts without them, while statuses=Cancelled still finds them.",
  spec: 'part 4.2 B1: "Query parameters, all optional" ... "statuses | string | comma-separated list of statuses"; "direction ... default all; limit ... default 100; offset ... default 0"',
  options: {
    mutation: {
      filterStatuses: (a, q, caller) => (q.statuses === undefined ? a.fields.status !== 'Cancelled' : DEFAULT_BEHAVIOUR.filterStatuses(a, q, caller)),
    },
  },
};
