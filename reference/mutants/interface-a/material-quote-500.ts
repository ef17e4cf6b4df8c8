// Parts 4.1 A3 and 7: materialId is any string, so A3 of any material answers 200 (or a 4xx), never a
// 5xx. A holder that splices the material id into its SQL.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'material-quote-500',
  fault: "A3 builds `WHERE material_id = '<materialId>'` by concatenation: a quote in the id ends the string literal, the query fails and the holder answers 500",
  breaks: 'A.hostile-text-no-server-error',
  mutation: {
    materialKey: (materialId) => {
      if (materialId.includes("'")) throw new Error(`syntax error at or near "${materialId.slice(materialId.indexOf("'"))}"`);
      return materialId;
    },
  },
};
