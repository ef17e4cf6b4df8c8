// Part 4.2 B2: an invalid request gets 400. A platform answering 422 Unprocessable Entity instead.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'invalid-body-422',
  breaks: 'B2.rejects-wrong-types',
  options: { mutation: { shapeError: (a) => (a.kind === 'invalid-body' ? { ...a, status: 422 } : a) } },
};
