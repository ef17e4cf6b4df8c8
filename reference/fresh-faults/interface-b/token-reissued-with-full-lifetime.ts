// Part 5: "Interface B: OAuth 2.0." expires_in is "the lifetime in seconds of the access token" (RFC 6749
// 5.1). A token endpoint that hands out a client's live token again with the whole lifetime announced.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-reissued-with-full-lifetime',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    'The token endpoint caches one token per client and answers a new request with it while it is unexpired, but writes expires_in from the configured lifetime instead of the time left, so a client that trusts expires_in keeps using the token after it has expired and gets 401s it did not expect.',
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.1: "expires_in: RECOMMENDED. The lifetime in seconds of the access token."',
  options: { mutation: { reuseLiveTokens: true } },
};
