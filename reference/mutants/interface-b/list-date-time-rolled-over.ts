// Part 4.2 B1: created_at_from and the other bounds are RFC 3339 date-times. A platform whose date parser
// rolls an out-of-range field over into the next month, day or hour.
import { parseDateTime } from '../../interface-b/datetime.ts';
import type { MutantB } from './mutant.ts';

const FIELDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?Z$/;

export const mutant: MutantB = {
  name: 'list-date-time-rolled-over',
  fault: 'A lenient date parser (Calendar.setLenient, Date.UTC) rolls created_at_from=2024-13-45T99:99:99Z over into a valid date instead of refusing it.',
  breaks: 'B1.rejects-garbage-date-time',
  expect: 'warning',
  options: {
    mutation: {
      readTime: (raw) => {
        const m = FIELDS.exec(raw);
        if (!m) return parseDateTime(raw);
        const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
        return Date.UTC(y, mo - 1, d, h, mi, s) * 1000;
      },
    },
  },
};
