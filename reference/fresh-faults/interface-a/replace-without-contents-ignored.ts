// Part 4.1 A2: "Replace an existing file of a supplier (method PUT). Request body: the document body of 2.1",
// whose three fields are all optional. A holder whose replacement does nothing unless new contents come.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'replace-without-contents-ignored',
  interface: 'a',
  requirement: 'R-A2-replacement-takes-effect',
  level: 'MUST',
  fault:
    'The PUT handler was written for re-uploads: `if (decoded.length == 0) return ok(existing)` skips the write when the body brings no file bytes, so a replacement that changes only the metaData (a new description or revision, no base64EncodedContents) is answered 200 and the stored document keeps its old metaData.',
  spec: 'part 4.1 A2: "Replace an existing file of a supplier (method PUT). Request body: the document body of 2.1."; part 2.1: "fileName | string | no", "base64EncodedContents | string | no", "metaData | array of objects | no"',
  options: {
    mutation: {
      // size is the decoded size of the contents sent: 0 when the body carried none.
      replaceWrite: async (doc, store) => (doc.size === 0 ? store.find(doc.supplierId, doc.fileName) : store.replace(doc)),
    },
  },
};
