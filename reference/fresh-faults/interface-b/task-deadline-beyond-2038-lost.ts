// Part 2.2: tasks "item fields: description (string), responsibleUserId (integer), deadline (date-time), ..."
// are stored as sent. A platform whose task deadlines live in a 32-bit timestamp.
import { parseDateTime } from '../../interface-b/datetime.ts';
import type { ActionInput, TaskInput } from '../../interface-b/model.ts';
import type { FreshFault } from '../fault.ts';

/** The last instant a signed 32-bit count of seconds since 1970 holds, 2038-01-19T03:14:07Z, in microseconds. */
const LAST_TIMESTAMP_MICROS = 2_147_483_647 * 1_000_000;

function stored(task: TaskInput): TaskInput {
  if (task.deadline === undefined || (parseDateTime(task.deadline) ?? 0) <= LAST_TIMESTAMP_MICROS) return task;
  const { deadline: _lost, ...kept } = task;
  return kept;
}

export const fault: FreshFault = {
  name: 'task-deadline-beyond-2038-lost',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    "The task table came with a later migration that declared its deadline as a MySQL TIMESTAMP (the action table uses DATETIME): a TIMESTAMP holds instants up to 2038-01-19T03:14:07Z only, and with the server's non-strict sql_mode a later value is stored as the zero date 0000-00-00 00:00:00, which Connector/J's zeroDateTimeBehavior=CONVERT_TO_NULL reads back as null; so a task due in 2040 (a supplier's decarbonisation milestone) is created with 201 and reads back without its deadline, while the action's own deadline in 2045 and task deadlines before 2038 are kept.",
  spec: 'part 2.2: "tasks | array of objects or null | no | item fields: description (string), responsibleUserId (integer), deadline (date-time), timeEstimate (number, decimals allowed), status (string)"; Task (as returned): "deadline (date-time)"',
  options: {
    mutation: {
      beforeStore: (input: ActionInput) => (input.tasks ? { ...input, tasks: input.tasks.map(stored) } : input),
    },
  },
};
