// RFC 6749 5.1 (part 5, OAuth 2.0): a token answer is a 200 (OK).
// The fresh fault of the same name (reference/fresh-faults/interface-b/token-answered-201.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/token-answered-201.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-answered-201',
  fault: fresh.fault,
  breaks: 'B.token-answer-fields',
  options: freshOptions(fresh),
};
