// Part 7: an absent required field is reported with type MISSING_REQUIRED_PARAMETER. A platform with its
// own name for it.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'missing-field-wrong-error-type',
  fault: "Absent fields are reported under the validator's own keyword (REQUIRED, NotNull, required) instead of the MISSING_REQUIRED_PARAMETER type of part 7.",
  breaks: 'B2.missing-required-field',
  options: { mutation: { missingFieldItem: (field) => ({ type: 'REQUIRED_FIELD_MISSING', message: `Missing required parameter: ${field}`, source: field }) } },
};
