// Parts 4.2 B2/B4 and 7: a NUL character is a character of a JSON string (\u0000), so it is stored or
// refused with a 4xx, never a 5xx. A platform on PostgreSQL, whose text columns refuse it.
import type { MutantB } from './mutant.ts';

/** Any string at any depth of the input holds a NUL. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsNul);
  return false;
}

export const mutant: MutantB = {
  name: 'nul-text-500',
  fault: 'text goes to PostgreSQL as it came, and PostgreSQL refuses \\u0000 in text ("invalid byte sequence for encoding UTF8: 0x00"): the platform answers 500 instead of storing or refusing it',
  breaks: 'B.hostile-text-no-server-error',
  options: {
    mutation: {
      beforeStore: (input) => {
        if (holdsNul(input)) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
        return input;
      },
    },
  },
};
