// Breaks one B1 rule: search never finds anything (search semantics are a SHOULD).
import type { MutantB } from './mutant.ts';

export const listSearchFindsNothing: MutantB = {
  name: 'list-search-finds-nothing',
  breaks: 'B1.search-finds-title',
  expect: 'warning',
  options: { mutation: { filterSearch: (_a, q) => q.search === undefined } },
};
