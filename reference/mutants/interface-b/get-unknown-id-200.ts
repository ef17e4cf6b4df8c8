// Part 7: 404 for a resource that does not exist. A platform whose single read answers 200 (with the
// error body) for an unknown id.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'get-unknown-id-200',
  fault: 'The read handler wraps whatever repository.findById returned in a 200, so an unknown id answers 200 with an empty or error body.',
  breaks: 'B3.unknown-id-404',
  options: { mutation: { shapeError: (a) => (a.kind === 'not-found' && a.operation === 'getAction' ? { ...a, status: 200 } : a) } },
};
