// Part 2.2: "title | string | yes" among the fields accepted when creating: the title is stored as sent. A
// platform whose binder trims the title.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'title-whitespace-trimmed',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    "The title is bound through a trimming editor (Spring's StringTrimmerEditor registered for it, Laravel's TrimStrings middleware), so leading and trailing spaces, tabs and line breaks of a title are cut: a title sent as \"  Reduce scrap \" reads back as \"Reduce scrap\".",
  spec: 'part 2.2: "title | string | yes" among "Fields accepted when creating (request body)"; returned as "title | string"',
  options: {
    mutation: {
      beforeStore: (input) => (typeof input.title === 'string' ? { ...input, title: input.title.trim() } : input),
    },
  },
};
