// Breaks one B1 rule: totalCount counts the items of the page, not every match.
import type { MutantB } from './mutant.ts';

export const listTotalCountOfPage: MutantB = {
  name: 'list-total-count-of-page',
  fault: 'totalCount is set to data.length (the size of the page) instead of a separate COUNT(*) over the whole filtered query.',
  breaks: 'B1.total-count',
  // The rule is implied (by the parameter's name), not stated: a warning.
  expect: 'warning',
  options: { mutation: { totalCount: (_matches, pageCount) => pageCount } },
};
