// Part 4.1 A2: "Replace an existing file of a supplier": the file of that supplier, not the files of the
// same name other suppliers hold. A holder whose replacement lost its supplier condition.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'replace-reaches-other-suppliers',
  interface: 'a',
  requirement: 'R-A2-replaces-file',
  level: 'MUST',
  fault:
    "The replacement's UPDATE matches on file_name only (the supplier_id condition was lost when the query moved into a shared repository method), so replacing one supplier's spec.pdf overwrites the spec.pdf of every other supplier too.",
  spec: 'part 4.1 A2: "Replace an existing file of a supplier (method PUT). Parameter supplier-id: required, string, as in A1."',
  options: {
    mutation: {
      afterWrite: ({ operation, doc, store }) => {
        if (operation !== 'replaceDocument') return;
        for (const other of store.documents()) {
          if (other.supplierId === doc.supplierId || other.fileName !== doc.fileName) continue;
          store.replace({ supplierId: other.supplierId, fileName: other.fileName, size: doc.size, metaData: doc.metaData });
        }
      },
    },
  },
};
