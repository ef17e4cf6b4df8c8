// Part 4.1 A3: without `revision`, the latest revision. A holder that answers the first one.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'oldest-revision-by-default',
  fault: "Without revision the query takes the first row of `ORDER BY revision` (ascending, the ORM's default) instead of the highest revision.",
  breaks: 'A3.latest-revision-by-default',
  mutation: { queryLatest: (ascending) => ascending[0] },
};
