// Part 2.2: deadlines are date-times. A platform that stores them to the whole second, dropping the
// fraction sent.
import type { MutantB } from './mutant.ts';

const cut = (s: string | undefined) => (typeof s === 'string' ? s.replace(/\.\d+(?=Z|[+-]\d{2}:\d{2}$)/i, '') : s);

export const mutant: MutantB = {
  name: 'deadline-fraction-truncated',
  fault: 'a DATETIME / TIMESTAMP(0) column without fractional seconds keeps the deadline to the whole second',
  breaks: 'B2.values-keep-precision',
  expect: 'warning',
  options: {
    mutation: {
      beforeStore: (input) => ({
        ...input,
        ...(typeof input.deadline === 'string' ? { deadline: cut(input.deadline) } : {}),
        ...(input.tasks ? { tasks: input.tasks.map((t) => ({ ...t, deadline: cut(t.deadline) })) } : {}),
      }),
    },
  },
};
