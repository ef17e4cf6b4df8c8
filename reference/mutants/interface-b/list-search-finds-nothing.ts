// Breaks one B1 rule: search never finds anything (search semantics are a SHOULD).
import type { MutantB } from './mutant.ts';

export const listSearchFindsNothing: MutantB = {
  name: 'list-search-finds-nothing',
  fault: 'The search text is compared for equality, or a LIKE pattern is built without % wildcards, so a search for words of a title finds nothing.',
  breaks: 'B1.search-finds-title',
  expect: 'warning',
  options: { mutation: { filterSearch: (_a, q) => q.search === undefined } },
};
