// Part 2.2: a task's timeEstimate is a number with decimals allowed. A platform storing whole hours.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'task-time-estimate-rounded',
  fault: 'timeEstimate is stored in an INTEGER column (or parsed with parseInt), so a decimal estimate such as 1.5 comes back whole.',
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
