// Part 4.1 A3: "Query documents related to a material/product ... data, an array of document items": every
// document of the material's revision. A holder whose search backend answers its default page of ten hits.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'query-capped-at-ten',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    'The material query runs against a search index (Elasticsearch, OpenSearch) whose search request sets no size, so the backend answers its default of 10 hits; a material revision with more than ten documents comes back with only ten of them, and nothing in the answer says that more exist.',
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET)." and "Response 200 body: object with data, an array of document items (see 2.1)." (A3 has no paging: every document)',
  options: {
    mutation: {
      selectRevision: (found, revision) => found.filter((f) => f.revision === revision).slice(0, 10),
    },
  },
};
