// Breaks one B1 rule: meta.paging.currentPage is always 1 (page numbering is a SHOULD).
import type { MutantB } from './mutant.ts';

export const listCurrentPageStuck: MutantB = {
  name: 'list-current-page-stuck',
  breaks: 'B1.current-page-advances',
  expect: 'warning',
  options: { mutation: { currentPage: () => 1 } },
};
