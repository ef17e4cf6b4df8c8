// Part 4.2 B4: the tasks of a list a patch replaces are stored as sent.
// The fresh fault of the same name (reference/fresh-faults/interface-b/patch-tasks-lose-responsible-user.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/patch-tasks-lose-responsible-user.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-tasks-lose-responsible-user',
  fault: fresh.fault,
  breaks: 'B4.replaced-list-as-sent',
  options: freshOptions(fresh),
};
