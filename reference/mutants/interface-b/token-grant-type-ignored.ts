// RFC 6749 5.2 (part 5, OAuth 2.0): a grant type the server does not support gets 400 unsupported_grant_type.
// The fresh fault of the same name (reference/fresh-faults/interface-b/token-grant-type-ignored.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/token-grant-type-ignored.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-grant-type-ignored',
  fault: 'The token endpoint serves one flow and never reads grant_type: once the client has authenticated, a request for a grant it does not support gets a client-credentials token instead of 400 unsupported_grant_type.',
  breaks: 'B.token-unsupported-grant-type',
  options: freshOptions(fresh),
};
