// Part 4.2 B1: created_at_from and created_at_to are instants. A platform that compares them in its
// local zone, two hours east of UTC.
import type { MutantB } from './mutant.ts';

const SHIFT_US = 2 * 3600 * 1_000_000;
const shifted = (t: number | undefined) => (t === undefined ? undefined : t - SHIFT_US);

export const mutant: MutantB = {
  name: 'created-filter-local-zone',
  fault: "The bounds are compared as the server's local time (UTC+2), their offset dropped, so a bound moves by two hours.",
  breaks: 'B1.filter-created-at',
  options: {
    mutation: {
      filterCreated: (a, q) => {
        const from = shifted(q.createdFrom);
        const to = shifted(q.createdTo);
        return (from === undefined || a.createdMicros >= from) && (to === undefined || a.createdMicros <= to);
      },
    },
  },
};
