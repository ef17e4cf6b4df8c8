// Part 4.2 B1: limit and offset page the filtered list. A platform that pages the visible actions first
// and filters each page after, so that filtered pages come short and items are lost between them.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-pages-before-filters',
  fault: 'the ORM paginates the base query (LIMIT/OFFSET) and the filters run in memory on the page it returns',
  breaks: 'B1.filtered-paging',
  options: { mutation: { pageBeforeFilters: true } },
};
