// Part 4.1 A3: "materialId required, string, identifier of the material": the documents of that material,
// whatever characters its id has. A holder whose router reads what follows the last dot as a format suffix.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'material-id-cut-at-last-dot',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    'Path-extension content negotiation is on (Spring MVC\'s suffix pattern match, a Rails-style "(.:format)" route), so the last ".xyz" of the material id is taken as a response format and cut off: the query for material PN-4711.A looks up PN-4711 and answers that material\'s documents (or none), never those linked to PN-4711.A. Ids without a dot are found as before.',
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET). Parameters: materialId required, string, identifier of the material"',
  options: {
    mutation: {
      materialKey: (materialId) => {
        const dot = materialId.lastIndexOf('.');
        return dot > 0 ? materialId.slice(0, dot) : materialId;
      },
    },
  },
};
