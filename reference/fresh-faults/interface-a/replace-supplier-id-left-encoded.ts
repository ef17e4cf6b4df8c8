// Part 4.1 A2: "Replace an existing file of a supplier ... Parameter supplier-id: required, string, as in A1":
// the file the supplier created with A1. A holder whose replacement looks the supplier's files up under the
// percent-encoded supplier id.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'replace-supplier-id-left-encoded',
  interface: 'a',
  requirement: 'R-A2-replaces-file',
  level: 'MUST',
  fault:
    "Files are kept in one storage folder per supplier; the create handler names it by the supplier-id as the router decoded it, but the replace handler builds the folder's path with encodeURIComponent(supplierId) (a helper from the code that builds the storage's URLs), so for a supplier id with a space, a slash, an ampersand or a letter outside ASCII (\"ACME GmbH\", \"Müller & Söhne\") the replacement looks in a folder that does not exist and answers 404 as if the supplier had no such file; ids of letters, digits and - _ . are unaffected.",
  spec: 'part 4.1 A2: "Replace an existing file of a supplier (method PUT). Parameter supplier-id: required, string, as in A1. Request body: the document body of 2.1."; part 4.1 A1: "Parameter supplier-id: required, string, identifier of the supplier the file relates to."',
  options: {
    mutation: {
      replaceWrite: async (doc, store) => store.replace({ ...doc, supplierId: encodeURIComponent(doc.supplierId) }),
    },
  },
};
