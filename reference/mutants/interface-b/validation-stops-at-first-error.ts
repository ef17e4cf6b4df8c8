// Part 7: MISSING_REQUIRED_PARAMETER occurs when a required field is absent. A platform whose validator
// stops at the first error, so that of several absent fields only one is reported.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'validation-stops-at-first-error',
  fault: 'Validation stops at the first error (a fail-fast validator, an exception thrown per field), so with several required fields absent only one is reported.',
  breaks: 'B2.missing-required-field',
  options: { mutation: { shapeError: (a) => (a.kind === 'invalid-body' ? { ...a, errors: a.errors.slice(0, 1) } : a) } },
};
