// Part 4.2 B1: "created_at_from | string, date-time | created at from" (likewise created_at_to and the
// edited bounds), an RFC 3339 date-time, whose offset is local time minus UTC. A platform that adds the offset
// where it must subtract it.
import { parseDateTime } from '../../interface-b/datetime.ts';
import type { FreshFault } from '../fault.ts';

/** The date-time with the sign of its numeric offset turned round (Z and ±00:00 stay the same instant). */
const signInverted = (raw: string): string => raw.replace(/([+-])(\d{2}:\d{2})$/, (_m, sign: string, hm: string) => `${sign === '+' ? '-' : '+'}${hm}`);

export const fault: FreshFault = {
  name: 'list-time-bound-offset-sign-inverted',
  interface: 'b',
  requirement: 'R-B1-filter-created-at',
  level: 'MUST',
  fault:
    'The date-time bounds of the list are converted to UTC by a hand-written helper that reads the numeric offset into minutes and adds it to the local time (utc = local + offset, the POSIX TZ convention in which UTC+2 lies west of Greenwich) where RFC 3339 subtracts it, so 2024-05-01T11:30:00+02:00 is taken as 13:30Z instead of 09:30Z and 07:00:00-05:00 as 02:00Z instead of 12:00Z; every bound written with Z or +00:00 is read right, which is what the tests sent. created_at_from and created_at_to (and the edited bounds) with another offset select actions hours away from the range asked for.',
  spec: 'part 4.2 B1: "created_at_from | string, date-time | created at from"; "created_at_to | string, date-time | created at to" with RFC 3339 4.2: "Numeric offsets are calculated as "local time minus UTC". So the equivalent time in UTC can be determined by subtracting the offset from the local time. For example, 18:50:00-04:00 is the same time as 22:50:00Z."',
  options: {
    mutation: {
      readTime: (raw: string) => parseDateTime(signInverted(raw)),
    },
  },
};
