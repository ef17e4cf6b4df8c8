// Part 4.1 A2: "Replace an existing file of a supplier (method PUT). Request body: the document body of 2.1":
// the replacement is the document, with its metaData, and so with the material it names. A holder whose
// material link is written on insert only, so a replacement cannot move a document to another material.
import { DEFAULT_MATERIAL_LINK } from '../../../src/defaults.ts';
import type { FreshFault } from '../fault.ts';

const MATERIAL_KEY = DEFAULT_MATERIAL_LINK.materialKey;

export const fault: FreshFault = {
  name: 'replace-keeps-material-link',
  interface: 'a',
  requirement: 'R-A2-replacement-takes-effect',
  level: 'MUST',
  fault:
    'The link between a document and its material lives in a join table that the create handler fills and the replace handler never touches (the relation is mapped insertable but not updatable), so a replacement whose metaData names another material keeps the old link: the document is still listed under the old material and not under the new one, while its other metaData (revision, description) is replaced.',
  spec: 'part 4.1 A2: "Replace an existing file of a supplier (method PUT). Request body: the document body of 2.1." and part 2.1: "metaData | array of objects | no | list of key/value pairs of metadata of the document"',
  options: {
    mutation: {
      replaceWrite: async (doc, store) => {
        const old = store.find(doc.supplierId, doc.fileName);
        if (!old) return undefined;
        const links = old.metaData.filter((m) => m.key === MATERIAL_KEY);
        const rest = doc.metaData.filter((m) => m.key !== MATERIAL_KEY);
        return store.replace({ ...doc, metaData: [...links, ...rest] });
      },
    },
  },
};
