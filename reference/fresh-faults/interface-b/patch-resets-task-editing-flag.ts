// Part 4.2 B4: "Request body: a development action object containing only the fields to be changed": the
// fields not sent stay as they are. A platform whose patch DTO holds the flag as a primitive boolean.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'patch-resets-task-editing-flag',
  interface: 'b',
  requirement: 'R-B4-patch-fields-to-change',
  level: 'MUST',
  fault:
    'The patch DTO declares `boolean allowTaskEditingForPartners` (a primitive, false when absent) and the mapper copies every non-null property onto the entity; a primitive is never null, so every patch that does not carry the flag (a new title, a new deadline) writes false and takes task editing away from the partners.',
  spec: 'part 4.2 B4: "Partially update a development action (method PATCH). Request body: a development action object containing only the fields to be changed."',
  options: {
    mutation: {
      mergePatch: (current, patch) => ({ ...current, ...patch, allowTaskEditingForPartners: patch.allowTaskEditingForPartners ?? false }),
    },
  },
};
