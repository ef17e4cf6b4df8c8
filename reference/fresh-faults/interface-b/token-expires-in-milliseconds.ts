// Part 5: "Interface B: OAuth 2.0." expires_in is "the lifetime in seconds of the access token" (RFC 6749
// 5.1). A token endpoint that announces the lifetime in milliseconds.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-expires-in-milliseconds',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    'expires_in is filled from the token store\'s TTL setting, which is kept in milliseconds (tokenTtlMs = 3_600_000), so the answer announces 3600000 seconds (about 41 days) for a token that lives an hour, and a client that renews by expires_in keeps using the token long after it expired.',
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.1: "expires_in: RECOMMENDED. The lifetime in seconds of the access token. For example, the value 3600 denotes that the access token will expire in one hour from the time the response was generated."',
  options: {
    mutation: {
      tokenAnswer: (a) => (a.status === 200 && typeof a.body.expires_in === 'number' ? { ...a, body: { ...a.body, expires_in: a.body.expires_in * 1000 } } : a),
    },
  },
};
