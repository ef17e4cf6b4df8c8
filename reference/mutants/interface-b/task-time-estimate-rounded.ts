// Part 2.2: a task's timeEstimate is a number with decimals allowed. A platform storing whole hours.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'task-time-estimate-rounded',
  breaks: 'B2.round-trip-tasks',
  options: {
    mutation: {
      beforeStore: (input) =>
        input.tasks
          ? { ...input, tasks: input.tasks.map((t) => (t.timeEstimate === undefined ? t : { ...t, timeEstimate: Math.round(Number(t.timeEstimate)) })) }
          : input,
    },
  },
};
