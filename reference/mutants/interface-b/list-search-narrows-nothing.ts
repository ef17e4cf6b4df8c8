// Breaks one B1 rule: a free-text search that keeps every action, whatever the text.
import type { MutantB } from './mutant.ts';

export const listSearchNarrowsNothing: MutantB = {
  name: 'list-search-narrows-nothing',
  breaks: 'B1.search-narrows',
  expect: 'warning',
  options: { mutation: { filterSearch: () => true } },
};
