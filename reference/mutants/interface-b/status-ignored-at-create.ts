// Part 3: the status given in the create request is the status of the new action. A platform that files
// every new action as a draft.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'status-ignored-at-create',
  fault: "The entity's constructor or a column default sets status to Draft and the create handler never copies the status sent.",
  breaks: 'B2.status-kept',
  options: { mutation: { beforeStore: (input, op) => (op === 'createAction' ? { ...input, status: 'Draft' } : input) } },
};
