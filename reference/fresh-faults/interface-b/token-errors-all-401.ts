// Part 5: "Interface B: OAuth 2.0." A token request the server refuses for another reason than client
// authentication is answered 400 (RFC 6749 5.2). A token endpoint that answers every refusal 401.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-errors-all-401',
  interface: 'b',
  requirement: 'R-B-token-unsupported-grant-type',
  level: 'MUST',
  fault:
    "Every exception of the token endpoint goes to the security filter's authentication entry point, which answers 401 with a Basic challenge, so a request with an unsupported grant_type or a malformed request (no grant_type, a repeated parameter) gets 401 as if the client's credentials were wrong, and a client that reacts to 401 by renewing its secret or credentials does so for nothing.",
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.2: "The authorization server responds with an HTTP 400 (Bad Request) status code (unless specified otherwise)" and "unsupported_grant_type: The authorization grant type is not supported by the authorization server."',
  options: {
    mutation: {
      tokenAnswer: (a) =>
        a.status === 400 ? { ...a, status: 401, headers: { ...a.headers, 'www-authenticate': 'Basic realm="oauth2/client"' } } : a,
    },
  },
};
