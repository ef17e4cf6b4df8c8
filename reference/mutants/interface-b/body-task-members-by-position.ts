// RFC 8259 4: implementations that do not depend on the order of members interoperate. A platform whose
// reader binds the members of each task by position (the order of the task table) reads a task written in
// another order wrong.
import { rewriteParsedObject } from './parsedObject.ts';
import type { MutantB } from './mutant.ts';

/** The members of a task in the order part 2.2's table lists them: the positions the reader binds. */
const TASK_MEMBERS = ['description', 'deadline', 'timeEstimate', 'status', 'responsibleUserId'];

export const mutant: MutantB = {
  name: 'body-task-members-by-position',
  fault: "The items of tasks are decoded as tuples (a positional decoder generated from the task table, or Object.values() spread into a constructor), so a task whose members come in another order gets its values under the wrong names.",
  breaks: 'B.equivalent-body-member-order',
  expect: 'warning',
  options: {
    mutation: {
      parseJson: rewriteParsedObject((body) => {
        if (!Array.isArray(body.tasks)) return body;
        const tasks = body.tasks.map((task: unknown) => {
          if (task === null || typeof task !== 'object' || Array.isArray(task)) return task;
          const values = Object.values(task);
          const known = Object.keys(task).filter((k) => TASK_MEMBERS.includes(k));
          // Each value in the place of the name its position has in the table, among the names the task sent.
          const order = TASK_MEMBERS.filter((k) => known.includes(k));
          return Object.fromEntries(order.map((k, i) => [k, values[i]]));
        });
        return { ...body, tasks };
      }),
    },
  },
};
