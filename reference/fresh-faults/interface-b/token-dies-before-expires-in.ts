// Part 5: "Interface B: OAuth 2.0." expires_in is "the lifetime in seconds of the access token" (RFC 6749
// 5.1). A token endpoint that announces the configured lifetime while its token store keeps the token a
// thousandth of it.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-dies-before-expires-in',
  interface: 'b',
  requirement: 'R-B-token-answer-fields',
  level: 'MUST',
  fault:
    "The token lifetime setting (3600, in seconds) is written into the answer as expires_in and handed to the token store as the TTL of a Redis SET ... PX, which takes milliseconds: the answer announces an hour, the token is gone after 3.6 seconds, and a client that renews by expires_in gets 401 on nearly every request after its first few.",
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.1: "expires_in: RECOMMENDED. The lifetime in seconds of the access token. For example, the value 3600 denotes that the access token will expire in one hour from the time the response was generated."',
  options: {
    // The store keeps a token 3600 ms; the answer says 3600 (seconds).
    tokenLifetimeSeconds: 3.6,
    mutation: {
      tokenAnswer: (a) => (a.status === 200 && typeof a.body.expires_in === 'number' ? { ...a, body: { ...a.body, expires_in: Math.round(a.body.expires_in * 1000) } } : a),
    },
  },
};
