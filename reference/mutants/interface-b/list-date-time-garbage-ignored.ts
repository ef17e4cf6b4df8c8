// Breaks one B1 rule: a date-time parameter that does not parse is ignored instead of refused.
import type { MutantB } from './mutant.ts';

export const listDateTimeGarbageIgnored: MutantB = {
  name: 'list-date-time-garbage-ignored',
  breaks: 'B1.rejects-garbage-date-time',
  expect: 'warning',
  options: { mutation: { ignoreBadTimes: true } },
};
