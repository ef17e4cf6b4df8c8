// Part 2.2: "id | integer | identifier" of a development action: a JSON number (RFC 8259 6). A platform that
// writes the int64 id of an action as a string, to spare JavaScript clients the loss of precision.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'action-id-written-as-string',
  interface: 'b',
  requirement: 'R-B-action-field-types',
  level: 'MUST',
  fault:
    'The id of the action entity carries @JsonSerialize(using = ToStringSerializer.class), added so that JavaScript clients do not round int64 ids above 2^53, so every answer (list items, create, read, patch) writes "id": "17" instead of the integer 17; the other ids (categoryId, users, companies) stay numbers.',
  spec: 'part 2.2: "id | integer | identifier" (fields of a development action as returned), with RFC 8259 6: a number is written without quotes',
  options: {
    mutation: {
      actionView: (view) => (typeof view.id === 'bigint' || typeof view.id === 'number' ? { ...view, id: String(view.id) } : view),
    },
  },
};
