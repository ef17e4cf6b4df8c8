// Part 4.1 A2: "Replace an existing file of a supplier" replaces the one file named, not others. A holder
// whose replacement also overwrites the supplier's file whose name differs only in letter case.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'replace-overwrites-case-variant',
  interface: 'a',
  requirement: 'R-A2-replaces-file',
  level: 'MUST',
  fault:
    "The replacement is an UPDATE ... WHERE supplier_id = ? AND file_name = ? on a column with a case-insensitive collation (MySQL's utf8mb4_0900_ai_ci, SQL Server's default), so replacing report.pdf also overwrites the same supplier's Report.pdf.",
  spec: 'part 4.1 A2: "Replace an existing file of a supplier (method PUT). Request body: the document body of 2.1." (one existing file: the one the body names)',
  options: {
    mutation: {
      afterWrite: ({ operation, doc, store }) => {
        if (operation !== 'replaceDocument') return;
        const folded = doc.fileName.toLowerCase();
        for (const other of store.documents()) {
          if (other.supplierId !== doc.supplierId || other.fileName === doc.fileName || other.fileName.toLowerCase() !== folded) continue;
          store.replace({ supplierId: other.supplierId, fileName: other.fileName, size: doc.size, metaData: doc.metaData });
        }
      },
    },
  },
};
