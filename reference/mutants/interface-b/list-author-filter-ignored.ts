// Breaks one B1 rule: the author_ids filter is ignored.
import type { MutantB } from './mutant.ts';

export const listAuthorFilterIgnored: MutantB = {
  name: 'list-author-filter-ignored',
  breaks: 'B1.filter-author-ids',
  options: { mutation: { filterAuthorIds: () => true } },
};
