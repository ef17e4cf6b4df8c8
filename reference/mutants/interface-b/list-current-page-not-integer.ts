// Breaks one B1 rule: meta.paging.currentPage is not an integer.
import type { MutantB } from './mutant.ts';

export const listCurrentPageNotInteger: MutantB = {
  name: 'list-current-page-not-integer',
  fault: 'currentPage is computed as offset / limit + 1 with floating-point division (JavaScript, Python 3) and never floored, so it can be a fraction.',
  breaks: 'B1.list-schema',
  options: { mutation: { currentPage: () => 0.5 } },
};
