// Part 4.2 B2: a created action has the fields sent. A platform whose database cuts long texts to the
// width of their columns.
import type { MutantB } from './mutant.ts';

/** What a VARCHAR(255) column in MySQL's non-strict mode keeps of a text (by characters). */
const cut = <T extends string | null | undefined>(text: T): T => (typeof text === 'string' ? ([...text].slice(0, 255).join('') as T) : text);

export const mutant: MutantB = {
  name: 'text-truncated-to-varchar-255',
  fault: 'A non-strict MySQL mode silently truncates a title or description longer than its VARCHAR(255) column, with a warning nobody reads.',
  breaks: 'B2.round-trip-fields',
  options: {
    mutation: {
      beforeStore: (input) => ({
        ...input,
        ...(input.title === undefined ? {} : { title: cut(input.title) }),
        ...(input.description === undefined ? {} : { description: cut(input.description) }),
      }),
    },
  },
};
