// Part 3: deletion is permanent. A platform that confirms the deletion and keeps the action.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'delete-not-permanent',
  breaks: 'B5.deleted-action-gone',
  options: { mutation: { removeAction: () => undefined } },
};
