// Part 2.2: allowTaskEditingForPartners is required at creation. A platform that defaults it.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'allow-task-editing-defaults-false',
  fault: 'allowTaskEditingForPartners is a primitive boolean in the DTO, so a body without it defaults to false instead of being refused.',
  breaks: 'B2.missing-required-field',
  options: {
    mutation: {
      requiredFields: ['status', 'title', 'categoryId', 'benefits'],
      beforeStore: (input, operation) =>
        operation === 'createAction' && input.allowTaskEditingForPartners === undefined ? { ...input, allowTaskEditingForPartners: false } : input,
    },
  },
};
