// Part 4.1 A3: "Query documents related to a material/product ... Response 200 body: object with data, an
// array of document items": every document of the material's revision. A holder that answers only one.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'query-first-document-only',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    'The repository call is a findOne / FirstOrDefault (or the query ends in LIMIT 1, copied from a lookup by id) whose result is wrapped in a one-item list, so a material revision with several documents answers only the first.',
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET)." and "Response 200 body: object with data, an array of document items"',
  options: {
    mutation: {
      selectRevision: (found, revision) => found.filter((f) => f.revision === revision).slice(0, 1),
    },
  },
};
