// RFC 6749 5.1 (part 5, OAuth 2.0): the token answer's fields, each of its type.
// The fresh fault of the same name (reference/fresh-faults/interface-b/token-type-left-out.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/token-type-left-out.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-type-left-out',
  fault: fresh.fault,
  breaks: 'B.token-answer-fields',
  options: freshOptions(fresh),
};
