// Part 7: an invalid request is a 400. A platform whose limit or offset that is no integer reaches the
// database and fails there.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-count-parse-500',
  fault: 'A list parameter that is no integer (offset=abc) reaches the database unparsed and the query fails with 500.',
  breaks: 'B.hostile-text-no-server-error',
  options: {
    mutation: {
      readCount: (raw) => {
        if (!/^-?\d+(\.\d+)?$/.test(raw)) throw new Error(`invalid input syntax for type bigint: "${raw}"`);
        return /^\d+$/.test(raw) ? Number(raw) : NaN;
      },
    },
  },
};
