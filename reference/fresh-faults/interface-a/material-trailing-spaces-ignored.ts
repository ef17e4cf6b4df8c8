// Part 4.1 A3: "materialId required, string, identifier of the material": the documents of that material.
// A holder whose database compares the ids with PAD SPACE semantics, so trailing spaces do not count.
import type { FreshFault } from '../fault.ts';

const unpadded = (s: string): string => s.replace(/ +$/, '');

export const fault: FreshFault = {
  name: 'material-trailing-spaces-ignored',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    "material_id is a VARCHAR compared with = under a PAD SPACE collation (SQL Server, MySQL's utf8mb4_general_ci), which pads the shorter string with spaces before comparing, so the query for material PN-7 also returns the documents of material \"PN-7 \" (and the other way round).",
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET). Parameters: materialId required, string, identifier of the material" (a string: "PN-7" and "PN-7 " are two identifiers)',
  options: {
    mutation: {
      materialMatches: (stored, asked) => unpadded(stored) === unpadded(asked),
    },
  },
};
