// Part 7: 404 for a resource that does not exist. A platform whose single read answers 200 (with the
// error body) for an unknown id.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'get-unknown-id-200',
  breaks: 'B3.unknown-id-404',
  options: { mutation: { shapeError: (a) => (a.kind === 'not-found' && a.operation === 'getAction' ? { ...a, status: 200 } : a) } },
};
