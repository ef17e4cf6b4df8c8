// Part 4.1 A3: the documents related to the material asked for. A holder that matches the material id
// as a prefix.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'material-matched-as-prefix',
  fault: "the query matches materialId with LIKE 'id%' (a search helper reused for lookups), so material 12 also returns the documents of material 123",
  breaks: 'A3.finds-created-document',
  mutation: { materialMatches: (stored, asked) => stored.startsWith(asked) },
};
