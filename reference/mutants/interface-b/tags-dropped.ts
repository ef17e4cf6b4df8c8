// Part 2.2: tags are part of the action. A platform that never stores them.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'tags-dropped',
  fault: 'tags is missing from the creation DTO (or marked ignored in the ORM mapping), so the binder drops it silently on the way in.',
  breaks: 'B2.round-trip-fields',
  options: {
    mutation: {
      beforeStore: (input) => {
        const { tags: _tags, ...rest } = input;
        return rest;
      },
    },
  },
};
