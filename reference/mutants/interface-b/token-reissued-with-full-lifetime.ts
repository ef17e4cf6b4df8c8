// RFC 6749 5.1 (part 5, OAuth 2.0): expires_in is the lifetime of the token handed out, also when it is handed out again.
// The fresh fault of the same name (reference/fresh-faults/interface-b/token-reissued-with-full-lifetime.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/token-reissued-with-full-lifetime.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-reissued-with-full-lifetime',
  fault: 'The token endpoint caches one token per client and hands it out again while it lives, but writes expires_in from the configured lifetime instead of the time left, so a client that trusts it uses the token after it expired.',
  breaks: 'B.token-expires-in-remaining',
  options: freshOptions(fresh),
};
