// Part 4.2 B1: created_at bounds are date-times at any offset (RFC 3339).
// The fresh fault of the same name (reference/fresh-faults/interface-b/list-created-bound-offset-refused.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/list-created-bound-offset-refused.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-created-bound-offset-refused',
  fault: fresh.fault,
  breaks: 'B1.filter-created-at',
  options: freshOptions(fresh),
};
