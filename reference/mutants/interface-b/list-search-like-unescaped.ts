// Part 4.2 B1: search is a free-text search, implied to narrow the list. A platform that builds a LIKE
// pattern from the search text without escaping its wildcards.
import type { MutantB } from './mutant.ts';

/** The search text as `LIKE '%text%'` reads it: % any run of characters, _ any one. */
function likePattern(text: string): RegExp {
  const body = [...text].map((c) => (c === '%' ? '.*' : c === '_' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(body, 'is');
}

export const mutant: MutantB = {
  name: 'list-search-like-unescaped',
  fault: "The search text goes into LIKE '%' || text || '%' unescaped, so % or _ in it match anything and a search for them returns every action.",
  breaks: 'B1.search-narrows',
  expect: 'warning',
  options: {
    mutation: {
      filterSearch: (a, q) => {
        if (q.search === undefined) return true;
        const pattern = likePattern(q.search);
        return [a.fields.title, a.fields.description].some((t) => typeof t === 'string' && pattern.test(t));
      },
    },
  },
};
