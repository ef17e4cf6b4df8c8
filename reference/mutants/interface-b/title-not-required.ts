// Part 2.2: title is required at creation. A platform that creates untitled actions.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'title-not-required',
  breaks: 'B2.missing-required-field',
  options: { mutation: { requiredFields: ['status', 'categoryId', 'allowTaskEditingForPartners', 'benefits'] } },
};
