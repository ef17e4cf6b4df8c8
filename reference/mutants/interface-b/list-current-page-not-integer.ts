// Breaks one B1 rule: meta.paging.currentPage is not an integer.
import type { MutantB } from './mutant.ts';

export const listCurrentPageNotInteger: MutantB = {
  name: 'list-current-page-not-integer',
  breaks: 'B1.list-schema',
  options: { mutation: { currentPage: () => 0.5 } },
};
