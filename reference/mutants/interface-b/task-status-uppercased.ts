// Part 2.2 (a recommendation): a task sent with status Open reads back Open. A platform that stores its
// own spelling of task states.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'task-status-uppercased',
  fault: "The task status is kept in an enum whose names are upper case (OPEN), and the serialiser writes the enum's name instead of the value sent.",
  breaks: 'B2.task-status-kept',
  expect: 'warning',
  options: {
    mutation: {
      beforeStore: (input) => (input.tasks ? { ...input, tasks: input.tasks.map((t) => ({ ...t, status: t.status?.toUpperCase() })) } : input),
    },
  },
};
