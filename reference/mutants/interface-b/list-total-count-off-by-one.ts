// Breaks one B1 rule: totalCount is one more than the number of matches.
import type { MutantB } from './mutant.ts';

export const listTotalCountOffByOne: MutantB = {
  name: 'list-total-count-off-by-one',
  breaks: 'B1.total-count',
  // The rule is implied (by the parameter's name), not stated: a warning.
  expect: 'warning',
  options: { mutation: { totalCount: (matches) => matches + 1 } },
};
