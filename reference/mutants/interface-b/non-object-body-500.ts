// Part 4.2 B2: a JSON body that is not an object is an invalid request (400). A platform that fails on it
// with a 500.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'non-object-body-500',
  fault: 'The handler reads body.title from a JSON array or null (or the binder throws a cast exception), and the crash surfaces as 500.',
  breaks: 'B2.rejects-non-object-body',
  options: {
    mutation: { shapeError: (a) => (a.kind === 'invalid-body' && a.errors.some((e) => e.source === 'body') ? { ...a, status: 500 } : a) },
  },
};
