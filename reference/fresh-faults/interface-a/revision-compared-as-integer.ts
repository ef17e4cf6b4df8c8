// Part 4.1 A3: "revision optional, string, revision number": the revision asked for selects the documents
// of that revision. A holder that casts revisions to integers, so 2 also selects 2.1.
import type { FreshFault } from '../fault.ts';

const asInteger = (revision: string): number => Number.parseInt(revision, 10);

export const fault: FreshFault = {
  name: 'revision-compared-as-integer',
  interface: 'a',
  requirement: 'R-A3-revision-selects',
  level: 'MUST',
  fault:
    'The revision is kept in an INTEGER column and cast on the way in and in the WHERE clause (parseInt, CAST(? AS INT)), so revision 2.1 (or 2a) is stored as 2 and asking for revision 2 also returns the documents of revision 2.1.',
  spec: 'part 4.1 A3: "revision optional, string, revision number" (a string: 2 and 2.1 are two revisions)',
  options: {
    mutation: {
      selectRevision: (found, revision) =>
        revision === undefined ? [] : found.filter((f) => f.revision === revision || asInteger(f.revision) === asInteger(revision)),
    },
  },
};
