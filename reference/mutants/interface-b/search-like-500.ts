// Part 4.2 B1 and part 7: search is free text, so any text is served or refused, never a 5xx. A platform
// that splices the search text into its SQL.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'search-like-500',
  fault: "B1 builds `WHERE title LIKE '%<search>%'` by concatenation with a hand-made escape of % and _ that the database refuses, and a quote ends the string literal: the query fails and the platform answers 500",
  breaks: 'B.hostile-text-no-server-error',
  options: {
    mutation: {
      filterSearch: (a, q) => {
        if (q.search === undefined) return true;
        if (/['%_]/.test(q.search)) throw new Error(`syntax error at or near "${q.search}"`);
        const needle = q.search.toLowerCase();
        return [a.fields.title, a.fields.description].some((t) => typeof t === 'string' && t.toLowerCase().includes(needle));
      },
    },
  },
};
