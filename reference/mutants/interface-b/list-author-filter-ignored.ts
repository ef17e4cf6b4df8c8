// Breaks one B1 rule: the author_ids filter is ignored.
import type { MutantB } from './mutant.ts';

export const listAuthorFilterIgnored: MutantB = {
  name: 'list-author-filter-ignored',
  fault: 'author_ids is bound under another name (authorIds, author_id), which the framework silently ignores, so the list is not filtered.',
  breaks: 'B1.filter-author-ids',
  options: { mutation: { filterAuthorIds: () => true } },
};
