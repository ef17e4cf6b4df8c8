// Part 2.2: a returned task carries isActive and editStatus. A platform that has no value for them until a
// workflow step sets them, and a serialiser that omits what has none.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'task-is-active-unset',
  fault: 'isActive and editStatus stay unset for a task created through B2, because only a later workflow step sets them, and the serialiser omits unset fields.',
  breaks: 'B3.carries-determined-fields',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && Array.isArray(view.tasks)
          ? { ...view, tasks: (view.tasks as Record<string, unknown>[]).map(({ isActive: _a, editStatus: _e, ...t }) => t) }
          : view,
    },
  },
};
