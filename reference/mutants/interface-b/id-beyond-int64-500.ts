// Part 7: an id that names no action is a 404. A platform whose id parser throws beyond int64.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'id-beyond-int64-500',
  fault: 'An id beyond int64 (9223372036854775808) makes the id parser throw (Long.parseLong), and the answer is 500.',
  breaks: 'B3.near-miss-id-404',
  options: {
    mutation: {
      parseId: (text) => {
        if (!/^\d+$/.test(text)) return undefined;
        const id = BigInt(text);
        if (id > 2n ** 63n - 1n) throw new RangeError(`For input string: "${text}"`);
        return id;
      },
    },
  },
};
