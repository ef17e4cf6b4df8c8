// Part 4.2 B2: a new action has the status sent. A platform whose workflow hook reopens finished ones.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'finished-action-reopened',
  fault: 'A workflow hook run after the insert moves a new Completed or Cancelled action to Open.',
  breaks: 'B2.status-kept',
  options: {
    mutation: {
      beforeStore: (input, operation) =>
        operation === 'createAction' && (input.status === 'Completed' || input.status === 'Cancelled') ? { ...input, status: 'Open' } : input,
    },
  },
};
