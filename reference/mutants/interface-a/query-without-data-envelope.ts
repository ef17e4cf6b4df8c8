// Part 4.1 A3: the 200 body is an object with `data`. A holder that answers the bare array.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-without-data-envelope',
  fault: "The controller returns the repository's list directly, so the framework serialises a bare JSON array instead of an object with data.",
  breaks: 'A3.returns-data-array',
  mutation: { queryEnvelope: (items) => items },
};
