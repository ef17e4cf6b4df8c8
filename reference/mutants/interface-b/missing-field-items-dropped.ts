// Part 7: the 400 for an absent required field carries a MISSING_REQUIRED_PARAMETER item. A platform that
// answers 400 with an empty list of items.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'invalid-body-without-error-items',
  breaks: 'B2.missing-required-field',
  options: { mutation: { shapeError: (a) => (a.kind === 'invalid-body' ? { ...a, errors: [] } : a) } },
};
