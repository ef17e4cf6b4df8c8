// Part 2.2: "description | string | no": a description sent is stored as sent. A platform whose database
// stores the empty string as NULL.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'create-empty-description-as-null',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    'Oracle stores an empty VARCHAR2 as NULL, so a description sent as "" (an action created before its text is written) reads back as null, a value the client never sent.',
  spec: 'part 2.2: "description | string | no" among "Fields accepted when creating (request body)"; returned as "description | string | free text"',
  options: {
    mutation: {
      beforeStore: (input) => (input.description === '' ? { ...input, description: null } : input),
    },
  },
};
