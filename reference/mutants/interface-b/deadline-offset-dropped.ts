// Part 2.2: deadlines are date-times. A platform that keeps the wall time of a date-time and drops its
// offset, taking the local time of the sender as UTC.
import type { MutantB } from './mutant.ts';

const dropOffset = (s: string | undefined) => (typeof s === 'string' ? s.replace(/(Z|[+-]\d{2}:\d{2})$/i, 'Z') : s);

export const mutant: MutantB = {
  name: 'deadline-offset-dropped',
  fault: 'the date-time is parsed into a zone-less LocalDateTime (or a DATETIME column) and written back with Z, so 10:00+02:00 becomes 10:00Z, two hours later',
  breaks: 'B.values-round-trip',
  options: {
    mutation: {
      beforeStore: (input) => ({
        ...input,
        ...(typeof input.deadline === 'string' ? { deadline: dropOffset(input.deadline) } : {}),
        ...(input.tasks ? { tasks: input.tasks.map((t) => ({ ...t, deadline: dropOffset(t.deadline) })) } : {}),
      }),
    },
  },
};
