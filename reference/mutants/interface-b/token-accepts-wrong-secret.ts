// RFC 6749 5.2 (part 5, OAuth 2.0): a wrong client secret gets invalid_client. A token endpoint that hands
// a token to any secret of a known client id.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-accepts-wrong-secret',
  fault: 'The token endpoint looks the client up by client_id and issues a token without comparing the secret (a check stubbed out for development), instead of answering invalid_client.',
  breaks: 'B.token-rejects-wrong-secret',
  expect: 'warning',
  options: { mutation: { checkClientSecret: false } },
};
