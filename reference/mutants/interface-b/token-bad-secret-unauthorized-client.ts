// RFC 6749 5.2 (part 5, OAuth 2.0): a failed client authentication is answered with error invalid_client.
// The fresh fault of the same name (reference/fresh-faults/interface-b/token-bad-secret-unauthorized-client.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/token-bad-secret-unauthorized-client.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-bad-secret-unauthorized-client',
  fault: 'A wrong client secret is reported under the error code unauthorized_client (as some identity servers answer), which RFC 6749 reserves for a client not allowed the grant type, so a client that reacts to invalid_client never sees it.',
  breaks: 'B.token-rejects-wrong-secret',
  expect: 'warning',
  options: freshOptions(fresh),
};
