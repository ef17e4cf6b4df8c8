// Part 4.1 A2: after a replacement, a read shows the replaced document. A holder whose kept A3 answers are
// dropped when a document is created but not when one is replaced.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-cache-ignores-replace',
  fault: 'A3 answers are cached and the cache is evicted on document creation only, so after a replacement the material query keeps showing the old document until the entry expires',
  breaks: 'A2.replacement-takes-effect',
  mutation: { answersVersion: (store) => store.added },
};
