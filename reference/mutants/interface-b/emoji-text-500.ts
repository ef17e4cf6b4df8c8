// Part 4.2 B2: a valid body is a success. A platform whose text columns hold no characters beyond the
// Basic Multilingual Plane (emoji, rarer CJK) and fails with a 500 on them.
import type { MutantB } from './mutant.ts';

const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;

export const mutant: MutantB = {
  name: 'emoji-text-500',
  fault: 'Text columns use the three-byte utf8 charset of MySQL instead of utf8mb4, so an emoji in a title fails with "Incorrect string value" and surfaces as 500.',
  breaks: 'B2.no-server-error',
  options: {
    mutation: {
      beforeStore: (input) => {
        if ([input.title, input.description].some((s) => typeof s === 'string' && ASTRAL.test(s))) throw new Error('Incorrect string value for column');
        return input;
      },
    },
  },
};
