// Part 5: "Interface B: OAuth 2.0." A token request for a grant the server does not support is refused
// with unsupported_grant_type (RFC 6749 5.2). A token endpoint that never reads grant_type.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-grant-type-ignored',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    'The token endpoint serves one flow only and never reads grant_type: once the client has authenticated, a request for another grant (password, authorization_code, refresh_token, or none at all) is answered with a client-credentials token instead of 400 unsupported_grant_type.',
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.2: "unsupported_grant_type: The authorization grant type is not supported by the authorization server."',
  options: { mutation: { checkGrantType: false } },
};
