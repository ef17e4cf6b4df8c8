// RFC 8259 6 (part 1, JSON bodies): a number may carry an exponent.
// The fresh fault of the same name (reference/fresh-faults/interface-b/exponent-number-refused.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/exponent-number-refused.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'exponent-number-refused',
  fault: fresh.fault,
  breaks: 'B.equivalent-number-exponent',
  options: freshOptions(fresh),
};
