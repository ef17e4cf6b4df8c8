// Part 4.1 A3: "Query documents related to a material/product": each document once. A holder whose join
// on the metadata table lists a document once per description item it carries.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'query-row-per-description',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    "The item's description is fetched with LEFT JOIN document_metadata d ON d.document_id = doc.id AND d.key = 'description' and no DISTINCT, so a document whose metaData holds two description items is listed twice.",
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET). Response 200 body: object with data, an array of document items (see 2.1)."; part 2.1: "metaData: list of key/value pairs of metadata of the document"',
  options: {
    mutation: {
      selectRevision: (found, revision) =>
        found
          .filter((f) => f.revision === revision)
          .flatMap((f) => new Array(Math.max(1, f.doc.metaData.filter((m) => m.key === 'description').length)).fill(f)),
    },
  },
};
