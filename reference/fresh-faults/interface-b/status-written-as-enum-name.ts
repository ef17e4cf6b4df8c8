// Part 3: "The status given in the create request is the status of the new action." A platform whose
// answers write the action status as the name of its enum constant, so "In Progress" comes back as
// "InProgress" (the one-word values look right).
import type { FreshFault } from '../fault.ts';

/** The name of the enum constant a status value is held in (InProgress for "In Progress"). */
const constantName = (status: string): string => status.replace(/ /g, '');

export const fault: FreshFault = {
  name: 'status-written-as-enum-name',
  interface: 'b',
  requirement: 'R-B2-status-of-new-action',
  level: 'MUST',
  fault:
    'The status is held in a C# enum (Draft, Suggestion, InProgress, Cancelled, Completed) whose [EnumMember(Value = "In Progress")] attribute is honoured by the request binder but ignored by System.Text.Json\'s JsonStringEnumConverter that writes the answers, so an action created In Progress is returned as InProgress; the statuses of one word come back as sent, and the statuses filter still works.',
  spec: 'part 3: "The status given in the create request is the status of the new action." and part 2.2: "status | string | yes | allowed values: Draft, Suggestion, In Progress, Cancelled, Completed"',
  options: {
    mutation: {
      actionView: (view) => (typeof view.status === 'string' ? { ...view, status: constantName(view.status) } : view),
    },
  },
};
