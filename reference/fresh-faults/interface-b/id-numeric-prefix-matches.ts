// Part 7: "404 | Not found, requested resource does not exist". A platform that reads an id such as 12abc
// as 12 and serves action 12 under it.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'id-numeric-prefix-matches',
  interface: 'b',
  requirement: 'R-B-not-found-404',
  level: 'MUST',
  fault:
    "The id from the path goes unvalidated into WHERE id = ? on a numeric column, and MySQL casts '12abc' to 12 (as parseInt or PHP's intval would), so an id that names no action reads, patches or deletes the action whose number it starts with.",
  spec: 'part 7: "404 | Not found, requested resource does not exist | A, B"; part 4.2 B3: "Parameter id: required, string, development action id."',
  options: {
    mutation: {
      parseId: (text) => {
        const m = /^\d+/.exec(text);
        return m ? BigInt(m[0]) : undefined;
      },
    },
  },
};
