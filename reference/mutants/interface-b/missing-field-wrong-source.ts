// Part 7: the source of a MISSING_REQUIRED_PARAMETER item is the field name. A platform that gives a JSON
// path instead.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'missing-field-wrong-source',
  fault: "source is filled from the validator's JSON path ($.title) or pointer (/title) instead of the field's name.",
  breaks: 'B2.missing-required-field',
  options: {
    mutation: { missingFieldItem: (field) => ({ type: 'MISSING_REQUIRED_PARAMETER', message: `Missing required parameter: ${field}`, source: `$.${field}` }) },
  },
};
