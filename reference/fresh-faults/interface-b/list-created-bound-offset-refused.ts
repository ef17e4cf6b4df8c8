// Part 4.2 B1: "created_at_from | string, date-time | created at from; created_at_to | string, date-time |
// created at to": an RFC 3339 date-time, with Z or with a numeric offset (RFC 3339 5.6: time-offset =
// "Z" / time-numoffset). A platform that binds the created bounds to a type whose parser takes Z only.
import type { FreshFault } from '../fault.ts';

const CREATED_BOUNDS = ['created_at_from', 'created_at_to'] as const;
const NUMERIC_OFFSET = /[+-]\d{2}:\d{2}$/;

export const fault: FreshFault = {
  name: 'list-created-bound-offset-refused',
  interface: 'b',
  requirement: 'R-B1-filter-created-at',
  level: 'MUST',
  fault:
    "created_at_from and created_at_to are bound to java.time.Instant (the type of the created column), whose parser before Java 12 (DateTimeFormatter.ISO_INSTANT) takes only the Z form, so a bound written with a numeric offset, 2024-05-01T12:00:00+02:00 or the +00:00 that Python's isoformat() writes, is refused with 400 as no date-time; the edited bounds, bound to OffsetDateTime, take both forms.",
  spec: 'part 4.2 B1: "created_at_from | string, date-time | created at from" and "created_at_to | string, date-time | created at to", with RFC 3339 5.6: "time-offset = "Z" / time-numoffset"',
  options: {
    mutation: {
      listParams: (params) => {
        let out = params;
        for (const name of CREATED_BOUNDS) {
          const value = params[name];
          // What the Instant parser cannot read reaches the date-time check as text that is no date-time.
          if (value !== undefined && NUMERIC_OFFSET.test(value)) out = { ...out, [name]: `${value} (offset not supported)` };
        }
        return out;
      },
    },
  },
};
