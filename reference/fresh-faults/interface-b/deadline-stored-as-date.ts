// Part 2.2: "deadline | string, date-time | no": a date with a time of day. A platform that keeps the day only.
import { parseDateTime } from '../../interface-b/datetime.ts';
import type { FreshFault } from '../fault.ts';

/** The UTC day of a date-time, at midnight: what a DATE column gives back. */
function dayOf(text: string): string {
  const micros = parseDateTime(text);
  if (micros === undefined) return text;
  return `${new Date(Math.floor(micros / 1000)).toISOString().slice(0, 10)}T00:00:00Z`;
}

export const fault: FreshFault = {
  name: 'deadline-stored-as-date',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    "The deadline column is a DATE (the web UI only offers a date picker) mapped to LocalDate: a deadline sent as 2024-06-30T15:30:00Z is stored as the day 2024-06-30 and written back as 2024-06-30T00:00:00Z, so every deadline moves to midnight UTC of its day and an integration's end-of-shift deadline becomes hours earlier.",
  spec: 'part 2.2: "deadline | string, date-time | no" among "Fields accepted when creating", and "deadline | string, date-time" among the fields as returned',
  options: {
    mutation: {
      beforeStore: (input) => (typeof input.deadline === 'string' ? { ...input, deadline: dayOf(input.deadline) } : input),
    },
  },
};
