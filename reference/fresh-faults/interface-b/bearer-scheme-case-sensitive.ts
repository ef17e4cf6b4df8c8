// Part 5: "Interface B: OAuth 2.0." Bearer tokens are sent with the Authorization scheme Bearer (RFC 6750
// 2.1), whose name is case-insensitive (RFC 9110 11.1). A resource server that takes "Bearer" only.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'bearer-scheme-case-sensitive',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    "The resource server reads the token with header.startsWith('Bearer ') (a case-sensitive prefix), so a client whose library writes the scheme as bearer, a valid spelling of the case-insensitive scheme name, is refused with 401 although its token is valid.",
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6750 2.1 (credentials = "Bearer" 1*SP b64token) and RFC 9110 11.1: "It uses a case-insensitive token to identify the authentication scheme"',
  options: {
    mutation: {
      bearerPattern: /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/,
    },
  },
};
