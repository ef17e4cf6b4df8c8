// Part 4.2 B4: "a development action object containing only the fields to be changed": tasks sent in a patch
// are stored as sent. A platform whose update DTO for tasks has no responsibleUserId.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'patch-tasks-lose-responsible-user',
  interface: 'b',
  requirement: 'R-B4-patch-fields-to-change',
  level: 'MUST',
  fault:
    'Tasks of a patch are bound to a separate TaskUpdateDto, written when tasks could only be renamed or closed, which lacks responsibleUserId, so a task sent in a patch with a responsible user is stored without one (responsibleUser and responsibleCompany read back null), while the same task sent at creation keeps it.',
  spec: 'part 4.2 B4: "Request body: a development action object containing only the fields to be changed."; part 2.2: tasks "item fields: description (string), responsibleUserId (integer), deadline (date-time), timeEstimate (number, decimals allowed), status (string)"',
  options: {
    mutation: {
      beforeStore: (input, operation) =>
        operation === 'updateAction' && input.tasks ? { ...input, tasks: input.tasks.map(({ responsibleUserId: _dropped, ...task }) => task) } : input,
    },
  },
};
