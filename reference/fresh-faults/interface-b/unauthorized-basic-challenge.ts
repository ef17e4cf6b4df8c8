// Part 5: "Interface B: OAuth 2.0." A 401 of the API challenges for a bearer token: WWW-Authenticate with the
// auth-scheme Bearer (RFC 6750 3). A platform whose 401 challenges for HTTP Basic instead.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'unauthorized-basic-challenge',
  interface: 'b',
  requirement: 'R-B-unauthorized-www-authenticate',
  level: 'MUST',
  fault:
    'The security configuration kept httpBasic() beside the bearer-token resource server, and the Basic entry point is the one that answers unauthenticated requests, so a 401 of the API carries WWW-Authenticate: Basic realm="Realm" instead of a Bearer challenge, telling clients to send a user name and password.',
  spec: 'part 5: "All requests to both interfaces must be authenticated; an unauthenticated request gets 401. Interface B: OAuth 2.0." with RFC 6750 3: "the resource server MUST include the HTTP WWW-Authenticate response header field", auth-scheme "Bearer"',
  options: {
    mutation: {
      shapeError: (a) => {
        if (a.kind !== 'unauthorized') return a;
        const headers = Object.fromEntries(Object.entries(a.headers).filter(([k]) => k.toLowerCase() !== 'www-authenticate'));
        return { ...a, headers: { ...headers, 'www-authenticate': 'Basic realm="Realm"' } };
      },
    },
  },
};
