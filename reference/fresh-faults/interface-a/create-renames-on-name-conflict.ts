// Part 2.1: "fileName | string | no | name of the file to be created": the file is listed under the name it
// was given. A holder whose document library renames a new file whose name the supplier already has.
import type { FreshFault } from '../fault.ts';

/** "report.pdf" with n: "report n.pdf", as a document library's rename-on-conflict writes it. */
function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} ${n}${name.slice(dot)}` : `${name} ${n}`;
}

export const fault: FreshFault = {
  name: 'create-renames-on-name-conflict',
  interface: 'a',
  requirement: 'R-A3-file-name-kept',
  level: 'SHOULD',
  fault:
    'Documents are uploaded to a SharePoint / OneDrive library with @microsoft.graph.conflictBehavior=rename, so when a supplier creates a file whose name it already has, the library stores it as "report 1.pdf" (then "report 2.pdf") and the material query lists the new document under that name, not the one it was given.',
  spec: 'part 2.1: "fileName | string | no | name of the file to be created"; part 4.1 A1: "Create a document linked to a supplier (method POST)."',
  options: {
    mutation: {
      afterWrite: ({ operation, doc, store }) => {
        if (operation !== 'createDocument') return;
        const taken = new Set(store.documents().filter((d) => d.supplierId === doc.supplierId && d.id !== doc.id).map((d) => d.fileName));
        if (!taken.has(doc.fileName)) return;
        let n = 1;
        while (taken.has(numbered(doc.fileName, n))) n++;
        store.removeById(doc.supplierId, doc.id);
        return store.add({ supplierId: doc.supplierId, fileName: numbered(doc.fileName, n), size: doc.size, metaData: doc.metaData });
      },
    },
  },
};
