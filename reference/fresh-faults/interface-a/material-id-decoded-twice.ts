// Part 4.1 A3: "materialId required, string, identifier of the material": the documents of that material.
// A holder that percent-decodes the already decoded material id once more, as a form, so + becomes a space.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'material-id-decoded-twice',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    "The handler runs the material id the framework already percent-decoded through URLDecoder.decode (the form decoder) once more, so a + in it (sent as %2B) becomes a space, and a material such as PN-100+A is looked up as PN-100 A: its documents are not found.",
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET). Parameters: materialId required, string, identifier of the material"',
  options: {
    mutation: {
      materialKey: (materialId) => {
        try {
          return decodeURIComponent(materialId.replace(/\+/g, ' '));
        } catch {
          return materialId;
        }
      },
    },
  },
};
