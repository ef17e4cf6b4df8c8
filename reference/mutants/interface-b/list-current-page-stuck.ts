// Breaks one B1 rule: meta.paging.currentPage is always 1 (page numbering is a SHOULD).
import type { MutantB } from './mutant.ts';

export const listCurrentPageStuck: MutantB = {
  name: 'list-current-page-stuck',
  fault: 'currentPage is hard-coded to 1 (copied from a first-page example) or read from a page parameter the client never sends, so it never advances with offset.',
  breaks: 'B1.current-page-advances',
  expect: 'warning',
  options: { mutation: { currentPage: () => 1 } },
};
