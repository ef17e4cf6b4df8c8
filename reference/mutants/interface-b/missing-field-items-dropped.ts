// Part 7: the 400 for an absent required field carries a MISSING_REQUIRED_PARAMETER item. A platform that
// answers 400 with an empty list of items.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'invalid-body-without-error-items',
  fault: "The validation exception is mapped to a 400 with a fixed message and an empty errors array, losing the validator's field errors.",
  breaks: 'B2.missing-required-field',
  options: { mutation: { shapeError: (a) => (a.kind === 'invalid-body' ? { ...a, errors: [] } : a) } },
};
