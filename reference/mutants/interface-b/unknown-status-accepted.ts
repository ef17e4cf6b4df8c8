// Part 2.2: the creation statuses are Draft, Suggestion, In Progress, Cancelled and Completed. A platform
// that also takes Open and Archived at creation.
import { ACTION_STATUSES } from '../../interface-b/index.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unknown-status-accepted',
  fault: 'status is validated against the database enum of every status (Open and later life-cycle states included) rather than the five allowed at creation.',
  breaks: 'B2.rejects-unknown-status',
  options: { mutation: { allowedStatuses: [...ACTION_STATUSES, 'Open', 'Archived'] } },
};
