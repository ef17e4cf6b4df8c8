// Breaks one B1 rule: limit=1000 is accepted, but the page is cut at the ORM's maximum page size of 500, so
// a page never holds more than 500 items. Only a collection of more than 500 visible actions shows it: 600
// seeded ones do.
import type { MutantB } from './mutant.ts';
import { seededActions } from './list-seeded-actions.ts';

/** The ORM's own cap on a page, below the 1000 of part 8. */
const ORM_MAX_PAGE = 500;

export const listPageCappedAt500: MutantB = {
  name: 'list-page-capped-at-500',
  fault: "limit=1000 passes validation, but the repository's findAll(Pageable) caps the page size at its default maximum of 500.",
  breaks: 'B1.limit-bounds',
  options: {
    mutation: { page: (sorted, q) => sorted.slice(q.offset, q.offset + Math.min(q.limit, ORM_MAX_PAGE)) },
    seedActions: seededActions(600),
  },
};
