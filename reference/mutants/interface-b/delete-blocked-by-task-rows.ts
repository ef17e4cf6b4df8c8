// Part 3 and part 4.2 B5: deletion is permanent, also of an action with tasks and files.
// The fresh fault of the same name (reference/fresh-faults/interface-b/delete-blocked-by-task-rows.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/delete-blocked-by-task-rows.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'delete-blocked-by-task-rows',
  fault: fresh.fault,
  breaks: 'B5.deleted-action-gone',
  options: freshOptions(fresh),
};
