// Part 5: "Interface B: OAuth 2.0." A request without a usable access token gets 401 with a
// WWW-Authenticate challenge (RFC 6750 3, RFC 9110 15.5.2). A platform whose 401 carries no challenge.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'unauthorized-without-www-authenticate',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    "A missing or invalid token raises an exception that the application's own error handler maps to 401 like any other error, writing the JSON error body but not the WWW-Authenticate: Bearer challenge the OAuth resource-server filter would have sent.",
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6750 3: "the resource server MUST include the HTTP WWW-Authenticate response header field" (and RFC 9110 15.5.2: "The server generating a 401 response MUST send a WWW-Authenticate header field")',
  options: {
    mutation: {
      shapeError: (a) => {
        if (a.kind !== 'unauthorized') return a;
        const headers = Object.fromEntries(Object.entries(a.headers).filter(([k]) => k.toLowerCase() !== 'www-authenticate'));
        return { ...a, headers };
      },
    },
  },
};
