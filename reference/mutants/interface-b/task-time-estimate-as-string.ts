// Part 2.2: a task's timeEstimate is a number. A platform that writes it as a string.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'task-time-estimate-as-string',
  fault: 'timeEstimate sits in a DECIMAL column that the driver returns as text (node-postgres numeric), written "1.5" instead of 1.5.',
  breaks: 'B3.matches-action-schema',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && Array.isArray(view.tasks)
          ? {
              ...view,
              tasks: (view.tasks as Record<string, unknown>[]).map((t) => (t.timeEstimate === null ? t : { ...t, timeEstimate: String(t.timeEstimate) })),
            }
          : view,
    },
  },
};
