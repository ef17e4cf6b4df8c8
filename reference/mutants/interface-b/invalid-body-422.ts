// Part 4.2 B2: an invalid request gets 400. A platform answering 422 Unprocessable Entity instead.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'invalid-body-422',
  fault: "The framework's validation default (FastAPI/Pydantic, Rails, Laravel) answers an invalid body with 422 Unprocessable Entity and it was left that way.",
  breaks: 'B2.rejects-wrong-types',
  options: { mutation: { shapeError: (a) => (a.kind === 'invalid-body' ? { ...a, status: 422 } : a) } },
};
