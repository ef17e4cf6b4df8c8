// Part 2.2: the creation statuses are Draft, Suggestion, In Progress, Cancelled and Completed. A platform
// that also takes Open and Archived at creation.
import { ACTION_STATUSES } from '../../interface-b/index.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unknown-status-accepted',
  breaks: 'B2.rejects-unknown-status',
  options: { mutation: { allowedStatuses: [...ACTION_STATUSES, 'Open', 'Archived'] } },
};
