// Part 2.2: the deadline is a date-time. A platform that stores it in local time of a zone one hour off.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'deadline-shifted-one-hour',
  fault: "The deadline is parsed into a local-time type (LocalDateTime, a DATETIME column without zone) in the server's zone, so the offset sent is lost and the instant moves.",
  breaks: 'B2.round-trip-fields',
  options: {
    mutation: {
      beforeStore: (input) =>
        typeof input.deadline === 'string' ? { ...input, deadline: new Date(Date.parse(input.deadline) + 3_600_000).toISOString() } : input,
    },
  },
};
