// Part 4.1 A1: "Create a document linked to a supplier": a new document of that supplier, leaving every
// other supplier's documents as they were. A holder whose unique key is on the file name alone.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'create-takes-over-other-suppliers-file',
  interface: 'a',
  requirement: 'R-A1-creates-document',
  level: 'MUST',
  fault:
    'The unique key is on file_name alone instead of (supplier_id, file_name) and the insert is an upsert (INSERT ... ON CONFLICT (file_name) DO UPDATE), so a supplier creating invoice.pdf takes over the invoice.pdf another supplier already had, which disappears from that supplier and from the material query.',
  spec: 'part 4.1 A1: "Create a document linked to a supplier (method POST). Parameter supplier-id: required, string, identifier of the supplier the file relates to."',
  options: {
    mutation: {
      afterWrite: ({ operation, doc, store }) => {
        if (operation !== 'createDocument') return;
        const others = new Set(store.documents().filter((d) => d.supplierId !== doc.supplierId && d.fileName === doc.fileName).map((d) => d.supplierId));
        for (const supplierId of others) store.remove(supplierId, doc.fileName);
      },
    },
  },
};
