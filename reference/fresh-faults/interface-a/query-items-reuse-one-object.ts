// Part 4.1 A3: "Response 200 body: object with data, an array of document items": one item per document,
// each describing its own. A holder that fills one item object in the loop and adds it again each time.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'query-items-reuse-one-object',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    'The item DTO is created once before the loop over the found documents (ItemDto item = new ItemDto(); for (...) { item.setFileName(...); items.add(item); }), so the list holds the same object n times and a material with several documents answers the last document once per document.',
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET). Response 200 body: object with data, an array of document items (see 2.1)."; part 2.1: "Item returned by the material query (inside data, an array): fileName (string), description (string), type (string)."',
  options: {
    mutation: {
      queryEnvelope: (items) => ({ data: items.map(() => items[items.length - 1]) }),
    },
  },
};
