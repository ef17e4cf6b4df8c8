// Part 2.2 (a recommendation): a deadline is an RFC 3339 date-time. A platform that takes whatever
// Date.parse takes, a bare date or a time without zone included.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'lenient-date-times',
  fault: "Date-times are parsed with a lenient parser (JavaScript's Date.parse, moment without strict mode, dateutil) that takes a bare date or a time without zone instead of refusing it.",
  breaks: 'B2.rejects-invalid-values',
  expect: 'warning',
  options: { mutation: { isDateTime: (s) => !Number.isNaN(Date.parse(s)) } },
};
