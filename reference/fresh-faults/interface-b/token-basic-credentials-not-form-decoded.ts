// Part 5: "Interface B: OAuth 2.0." With HTTP Basic, client id and secret are form-urlencoded before they
// are Base64-encoded (RFC 6749 2.3.1). A token endpoint that never undoes that encoding.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-basic-credentials-not-form-decoded',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    'The token endpoint Base64-decodes the Basic credentials and splits them at the first colon, as for any Basic authentication, but never undoes the application/x-www-form-urlencoded encoding RFC 6749 requires clients to apply first, so a client whose id or secret holds a reserved character (space, +, /, :, %) is refused with invalid_client.',
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 2.3.1: "The client identifier is encoded using the application/x-www-form-urlencoded encoding algorithm ..., and the encoded value is used as the username; the client password is encoded using the same algorithm and used as the password."',
  options: { mutation: { formDecodeBasic: false } },
};
