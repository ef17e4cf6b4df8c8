// Breaks one B1 rule: limits up to 5000 are accepted, so a list returns more than 1000 items (1001 seeded actions make it show).
import type { MutantB } from './mutant.ts';
import { seededActions } from './list-seeded-actions.ts';

export const listLimitAboveMaxAccepted: MutantB = {
  name: 'list-limit-above-max-accepted',
  fault: 'limit is checked against a shared MAX_PAGE_SIZE of 5000 (or only for being positive), so a list returns more than 1000 items.',
  breaks: 'B1.limit-bounds',
  options: { mutation: { maxLimit: 5000 }, seedActions: seededActions(1001) },
};
