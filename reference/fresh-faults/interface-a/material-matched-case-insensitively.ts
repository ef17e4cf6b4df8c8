// Part 4.1 A3: "materialId required, string, identifier of the material": the documents of that material.
// A holder whose database compares material ids under a case-insensitive collation.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'material-matched-case-insensitively',
  interface: 'a',
  requirement: 'R-A3-documents-of-material',
  level: 'MUST',
  fault:
    "material_id is a VARCHAR under a case-insensitive collation (MySQL's utf8mb4_0900_ai_ci, SQL Server's default SQL_Latin1_General_CP1_CI_AS), so WHERE material_id = ? matches ids that differ only in the case of their letters: the query for material PN-100A also returns the documents of material pn-100a, a different material to the systems that issue such ids.",
  spec: 'part 4.1 A3: "Query documents related to a material/product (method GET). Parameters: materialId required, string, identifier of the material" (a string: "PN-100A" and "pn-100a" are two identifiers)',
  options: {
    mutation: {
      materialMatches: (stored, asked) => stored.toLowerCase() === asked.toLowerCase(),
    },
  },
};
