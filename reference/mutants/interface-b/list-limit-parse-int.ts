// Part 8: limit is an integer from 1 to 1000. A platform that reads it with parseInt.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-limit-parse-int',
  fault: 'limit=2.5 or limit=10abc is read with parseInt and used as 2 or 10, instead of refused.',
  breaks: 'B1.limit-out-of-range-rejected',
  expect: 'warning',
  options: { mutation: { readCount: (raw) => Number.parseInt(raw, 10) } },
};
