// Part 4.1 A2: a replacement takes effect: the document afterwards is the one the request body describes.
// A holder that adds the new metaData items to the old ones, so the old revision stays in force.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'replace-appends-metadata',
  interface: 'a',
  requirement: 'R-A2-replacement-takes-effect',
  level: 'MUST',
  fault:
    'metaData is a one-to-many collection that the replacement adds the new items to without clearing the old ones (no orphanRemoval, no clear() before addAll), and the first item of a key wins when the document is read, so the old revision and description stay in force after a replacement.',
  spec: 'part 4.1 A2: "Replace an existing file of a supplier (method PUT). Request body: the document body of 2.1 (fileName, base64EncodedContents, metaData)."',
  options: {
    mutation: {
      afterWrite: ({ operation, doc, previous, store }) => {
        if (operation !== 'replaceDocument' || !previous) return;
        return store.replace({ supplierId: doc.supplierId, fileName: doc.fileName, size: doc.size, metaData: [...previous.metaData, ...doc.metaData] });
      },
    },
  },
};
