// Part 2.2: "editTime | string, date-time" among the fields of every development action as returned. A
// platform that answers null for an action nobody has edited yet.
import type { Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'edit-time-null-until-first-edit',
  interface: 'b',
  requirement: 'R-B-action-determined-fields',
  level: 'MUST',
  fault:
    'editTime is read from the edit audit table (LEFT JOIN action_edit ... MAX(edited_at)), which gets its first row from the update path, so a development action that has not been patched yet is returned with "editTime": null in the create answer, the single read and the list, while the list filters and the sorting run on the action table\'s own updated_at and still work; after the first patch editTime is a date-time.',
  spec: 'part 2.2: "Fields of a development action as returned: ... editTime | string, date-time"',
  options: {
    // A patch always moves editTime past createdTime (one millisecond at least): equal means never edited.
    mutation: { actionView: (view: Rendered) => (view.editTime === view.createdTime ? { ...view, editTime: null } : view) },
  },
};
