// Part 5: "Interface B: OAuth 2.0." A failed client authentication is answered invalid_client (RFC 6749
// 5.2). A token endpoint that reports it under the error code of another condition.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-bad-secret-unauthorized-client',
  interface: 'b',
  requirement: 'R-B-token-rejects-wrong-secret',
  level: 'SHOULD',
  fault:
    'A wrong client secret is reported with the error code unauthorized_client ("Invalid client secret", as some identity servers answer), which RFC 6749 reserves for a client not allowed to use the grant type, instead of invalid_client; a client library that reacts to invalid_client (rotate the secret, alert) never sees it.',
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.2: "invalid_client: Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method)."',
  options: {
    mutation: {
      tokenAnswer: (a) => (a.body.error === 'invalid_client' ? { ...a, body: { ...a.body, error: 'unauthorized_client' } } : a),
    },
  },
};
