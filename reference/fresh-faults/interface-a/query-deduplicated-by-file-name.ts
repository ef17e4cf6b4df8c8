// Part 4.1 A3: "Query documents related to a material/product": each document of the material, whichever
// supplier holds it. A holder that folds the rows into a map keyed by file name, losing namesakes.
import type { LinkedDocument } from '../../interface-a/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'query-deduplicated-by-file-name',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    "The rows of the material query are folded into a Map keyed by fileName (meant to drop the duplicates a metadata join produces), so when two suppliers each hold a document of the same name for one material (both send spec.pdf), only the last one written is listed.",
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET). Response 200 body: object with data, an array of document items"; part 4.1 A1: "Create a document linked to a supplier" (a document is the supplier\'s, so two suppliers\' files of one name are two documents)',
  options: {
    mutation: {
      selectRevision: (found, revision) => {
        const byName = new Map<string, LinkedDocument>();
        for (const f of found) if (f.revision === revision) byName.set(f.doc.fileName, f);
        return [...byName.values()];
      },
    },
  },
};
