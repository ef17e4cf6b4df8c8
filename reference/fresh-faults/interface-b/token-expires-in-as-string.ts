// Part 5: "Interface B: OAuth 2.0." The token answer is JSON whose numerical values are JSON numbers (RFC
// 6749 5.1). A token endpoint that writes expires_in as a string.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-expires-in-as-string',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    'The token answer is built from a map of strings (Map<String, String>, a Go struct with `json:",string"`), as Azure AD\'s v1 endpoint famously did, so expires_in goes out as "3600" instead of 3600, and a client library that reads it as a number fails or treats the token as expiring at once.',
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.1: "Parameter names and string values are included as JSON strings. Numerical values are included as JSON numbers." and "expires_in: RECOMMENDED. The lifetime in seconds of the access token."',
  options: {
    mutation: {
      tokenAnswer: (a) => (a.status === 200 && typeof a.body.expires_in === 'number' ? { ...a, body: { ...a.body, expires_in: String(a.body.expires_in) } } : a),
    },
  },
};
