// Part 2.2: "deadline | string, date-time", an RFC 3339 date-time, whose hour runs from 00 to 23. A platform
// that writes the first hour of a day as 24.
import type { Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'deadline-midnight-hour-written-as-24',
  interface: 'b',
  requirement: 'R-B-action-field-types',
  level: 'MUST',
  fault:
    "The action DTO writes its deadline through a hand-written SimpleDateFormat whose pattern says kk (hour of day 1-24) where HH (0-23) was meant, in the offset the deadline was sent with; every hour but the first reads the same in both, so a deadline at midnight, or in the hour after it (2024-06-30T00:30:00+02:00, the end-of-day deadlines a planning tool sends as the next day's 00:00), is written 2024-06-30T24:30:00+02:00, which is no RFC 3339 date-time. Task deadlines go through the ISO formatter and are right.",
  spec: 'part 2.2: "deadline | string, date-time" among the "Fields of a development action as returned", with RFC 3339 5.6: "time-hour = 2DIGIT ; 00-23"',
  options: {
    mutation: {
      actionView: (view: Rendered) => (typeof view.deadline === 'string' ? { ...view, deadline: view.deadline.replace(/([Tt])00:/, '$124:') } : view),
    },
  },
};
