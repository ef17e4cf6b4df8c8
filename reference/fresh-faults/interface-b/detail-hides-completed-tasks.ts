// Part 4.2 B3: "Response 200 body: one development action with all data, including tasks". A platform whose
// single read loads only the tasks that are still to do.
import type { Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'detail-hides-completed-tasks',
  interface: 'b',
  requirement: 'R-B3-returns-action',
  level: 'MUST',
  fault:
    "The single read loads its tasks with taskRepository.findByActionIdAndStatusNot(id, \"Completed\"), the query written for the dashboard's open-tasks widget, so a task whose status is Completed is missing from B3 although it is stored (the list with expand=tasks and the answer of a patch still show it).",
  spec: 'part 4.2 B3: "Response 200 body: one development action with all data, including tasks, sharing information, files and comments."; part 2.2: "tasks | array of Task | ... always returned by single read"',
  options: {
    mutation: {
      actionView: (view: Rendered, operation) =>
        operation === 'getAction' && Array.isArray(view.tasks) ? { ...view, tasks: view.tasks.filter((t: { status?: unknown }) => t.status !== 'Completed') } : view,
    },
  },
};
