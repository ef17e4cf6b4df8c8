// Part 2.2: title is required at creation. A platform that creates untitled actions.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'title-not-required',
  fault: 'The hand-written required list of the validation schema misses title (or the model defaults it to an empty string), so a body without it creates an untitled action.',
  breaks: 'B2.missing-required-field',
  options: { mutation: { requiredFields: ['status', 'categoryId', 'allowTaskEditingForPartners', 'benefits'] } },
};
