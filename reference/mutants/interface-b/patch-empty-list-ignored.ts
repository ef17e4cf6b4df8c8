// Part 4.2 B4: a list a patch replaces is replaced by [] too.
// The fresh fault of the same name (reference/fresh-faults/interface-b/patch-empty-list-ignored.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/patch-empty-list-ignored.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-empty-list-ignored',
  fault: fresh.fault,
  breaks: 'B4.replaced-list-as-sent',
  options: freshOptions(fresh),
};
