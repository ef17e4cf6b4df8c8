// Part 2.2: "deadline | string, date-time | no": every RFC 3339 date-time is a valid deadline, 29 February
// of a leap year among them. A platform whose hand-written check knows 28 days in February only.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'deadline-leap-day-refused',
  interface: 'b',
  requirement: 'R-B2-creation-field-types',
  level: 'MUST',
  fault:
    'The date-time fields of the body are checked by a hand-written validator whose days-per-month table reads [31, 28, 31, ...] with no leap-year rule, so a deadline (of the action or of a task) on 29 February of a leap year, such as 2028-02-29T12:00:00Z, is refused with 400 as an invalid date-time.',
  spec: 'part 2.2: "deadline | string, date-time | no" among "Fields accepted when creating", and tasks item "deadline (date-time)" (RFC 3339 5.7: date-mday 01-29 for February of a leap year)',
  options: {
    mutation: {
      isDateTime: (text) => DEFAULT_BEHAVIOUR.isDateTime(text) && !/^\d{4}-02-29/.test(text),
    },
  },
};
