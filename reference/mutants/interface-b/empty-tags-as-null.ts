// Part 2.2: tags are returned as an array of strings. A platform that returns null for an action without tags.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'empty-tags-as-null',
  fault: 'tags live in a join table and the serializer writes the absent LEFT JOIN result as null instead of []',
  breaks: 'B.arrays-never-null',
  options: {
    mutation: {
      actionView: (view) => (Array.isArray(view.tags) && view.tags.length === 0 ? { ...view, tags: null } : view),
    },
  },
};
