// RFC 6749 2.3.1 (part 5, OAuth 2.0): Basic client credentials are form-urlencoded first, so the server decodes them.
// The fresh fault of the same name (reference/fresh-faults/interface-b/token-basic-credentials-not-form-decoded.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/token-basic-credentials-not-form-decoded.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-basic-credentials-not-form-decoded',
  fault: 'The Basic credentials are Base64-decoded and split at the first colon, as for any Basic authentication, but their application/x-www-form-urlencoded encoding is never undone, so a client whose id or secret holds a reserved character is refused.',
  breaks: 'B.token-basic-form-decoded',
  options: freshOptions(fresh),
};
