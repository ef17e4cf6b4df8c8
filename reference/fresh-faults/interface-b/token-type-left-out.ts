// Part 5: "Interface B: OAuth 2.0." A successful token answer carries token_type (RFC 6749 5.1: REQUIRED).
// A hand-written token endpoint that answers access_token and expires_in only.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-type-left-out',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    'The token endpoint is a hand-written controller returning { access_token, expires_in } (the platform only ever issues bearer tokens, so the type seemed redundant), and client libraries that check the REQUIRED token_type (oauthlib raises MissingTokenTypeError, others refuse an unknown type) cannot use the answer.',
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.1: "token_type: REQUIRED. The type of the token issued as described in Section 7.1. Value is case insensitive."',
  options: {
    mutation: {
      tokenAnswer: (a) => {
        if (a.status !== 200) return a;
        const { token_type: _type, ...body } = a.body;
        return { ...a, body };
      },
    },
  },
};
