// Part 2.2: id is an integer (int64). A platform whose serialiser goes through a double, once its ids pass
// 2^53.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'ids-beyond-2-53-rounded',
  fault: 'int64 ids above 2^53 are written through a JavaScript number, so they lose precision and name another action (or none).',
  breaks: 'B2.round-trip-fields',
  options: {
    idStart: 2n ** 60n + 1n,
    mutation: { actionView: (view) => (typeof view.id === 'bigint' ? { ...view, id: BigInt(Number(view.id)) } : view) },
  },
};
