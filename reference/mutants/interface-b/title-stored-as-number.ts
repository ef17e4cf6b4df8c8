// Part 2.2: title is a string. A platform that returns numeric-looking titles as numbers (here: every
// title as its length), so that the read does not match the action schema.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'title-returned-as-number',
  fault: 'A loosely typed column or serialiser (SQLite type affinity, a coercing mapper) turns a title into a number, so the read no longer has a string there.',
  breaks: 'B3.matches-action-schema',
  options: {
    mutation: {
      beforeStore: (input) => (typeof input.title === 'string' ? { ...input, title: input.title.length as unknown as string } : input),
    },
  },
};
