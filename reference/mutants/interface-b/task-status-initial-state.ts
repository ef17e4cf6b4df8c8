// Part 2.2 (a recommendation): a task sent with a status reads back with it. A platform that files every
// new task in its own initial state.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'task-status-initial-state',
  fault: "A task's status is overwritten by the platform's initial state (New) whatever was sent.",
  breaks: 'B2.task-status-kept',
  expect: 'warning',
  options: {
    mutation: {
      beforeStore: (input) => (input.tasks ? { ...input, tasks: input.tasks.map((t) => ({ ...t, status: 'New' })) } : input),
    },
  },
};
