// Part 3: deletion is permanent. A platform that confirms the deletion and keeps the action.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'delete-not-permanent',
  fault: 'Deletion sets a deleted_at flag, but the read and list queries do not filter on it, so the action is still served after its deletion was confirmed.',
  breaks: 'B5.deleted-action-gone',
  options: { mutation: { removeAction: () => undefined } },
};
