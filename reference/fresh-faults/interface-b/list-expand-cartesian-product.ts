// Part 2.2: "tasks | array of Task | returned in a list only when expand includes tasks" (likewise files):
// the action's tasks and files, each once. A platform whose list fetch-joins both collections in one query.
import type { Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-expand-cartesian-product',
  interface: 'b',
  requirement: 'R-B1-expand-related',
  level: 'MUST',
  fault:
    'With expand=tasks,files the list query fetch-joins both collections at once (two JOIN FETCHes of List-mapped bags, or one SQL join turned into nested arrays without DISTINCT), so the rows are the cartesian product: an action with 2 tasks and 3 files lists each task 3 times and each file twice. One collection expanded alone, and the single read (which loads each collection by its own select), are right.',
  spec: 'part 2.2: "tasks | array of Task | returned in a list only when expand includes tasks"; "files | array of File | returned in a list only when expand includes files"; part 4.2 B1: "expand | string | related entities to include; values: tasks, files, comments, history"',
  options: {
    mutation: {
      actionView: (view: Rendered, operation) => {
        const { tasks, files } = view;
        if (operation !== 'listActions' || !Array.isArray(tasks) || !Array.isArray(files) || tasks.length === 0 || files.length === 0) return view;
        // Rows ordered by task, then file: every task once per file, the files repeated once per task.
        return { ...view, tasks: tasks.flatMap((t) => files.map(() => t)), files: tasks.flatMap(() => files) };
      },
    },
  },
};
