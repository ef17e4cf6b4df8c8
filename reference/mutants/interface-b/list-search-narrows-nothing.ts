// Breaks one B1 rule: a free-text search that keeps every action, whatever the text.
import type { MutantB } from './mutant.ts';

export const listSearchNarrowsNothing: MutantB = {
  name: 'list-search-narrows-nothing',
  fault: 'The controller accepts search but never passes it to the repository, so the list is the same whatever the text.',
  breaks: 'B1.search-narrows',
  expect: 'warning',
  options: { mutation: { filterSearch: () => true } },
};
