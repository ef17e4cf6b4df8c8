// Breaks one B1 rule: totalCount is one more than the number of matches.
import type { MutantB } from './mutant.ts';

export const listTotalCountOffByOne: MutantB = {
  name: 'list-total-count-off-by-one',
  fault: 'totalCount counts the look-ahead row fetched with LIMIT n + 1 to know whether a next page exists, so it is one more than the matches.',
  breaks: 'B1.total-count',
  // The rule is implied (by the parameter's name), not stated: a warning.
  expect: 'warning',
  options: { mutation: { totalCount: (matches) => matches + 1 } },
};
