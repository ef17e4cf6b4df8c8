// Breaks one B1 rule: a date-time parameter that does not parse is ignored instead of refused.
import type { MutantB } from './mutant.ts';

export const listDateTimeGarbageIgnored: MutantB = {
  name: 'list-date-time-garbage-ignored',
  fault: 'A date-time query parameter that fails to parse is caught and treated as absent (a try/catch returning null), so garbage widens the list instead of giving 400.',
  breaks: 'B1.rejects-garbage-date-time',
  expect: 'warning',
  options: { mutation: { ignoreBadTimes: true } },
};
