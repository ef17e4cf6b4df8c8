// Parts 4.2 B3..B5 and 7: the id parameter is a string; one that names no action is refused with a 4xx
// (404 or 400), never a 5xx. A platform that hands the id text to its database as a bigint.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'non-numeric-id-500',
  fault: 'the id from the path goes into `WHERE id = $1` on a bigint column unchecked: the database refuses "invalid input syntax for type bigint" and the platform answers 500 instead of 404 or 400',
  breaks: 'B.hostile-text-no-server-error',
  options: {
    mutation: {
      parseId: (text) => {
        if (!/^\d+$/.test(text)) throw new Error(`invalid input syntax for type bigint: "${text}"`);
        return BigInt(text);
      },
    },
  },
};
