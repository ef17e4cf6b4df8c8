// Part 4.2 B3: the single read shows every task of the action, whatever its status.
// The fresh fault of the same name (reference/fresh-faults/interface-b/detail-hides-completed-tasks.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/detail-hides-completed-tasks.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'detail-hides-completed-tasks',
  fault: fresh.fault,
  breaks: 'B3.shows-tasks-of-every-status',
  options: freshOptions(fresh),
};
