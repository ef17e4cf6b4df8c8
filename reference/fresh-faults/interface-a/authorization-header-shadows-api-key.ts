// Part 5: "Interface A: an API key is sent in a request header ... the default name is X-API-KEY": a request
// carrying the right key in that header is authenticated, whatever other headers it has. A holder whose key
// resolver takes the Authorization header first.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'authorization-header-shadows-api-key',
  interface: 'a',
  requirement: 'R-A-api-key-header',
  level: 'MUST',
  fault:
    'The API-key resolver looks for the key in Authorization first ("ApiKey <key>" or the bare key) and falls back to X-API-KEY only when there is no Authorization header, so a request that also carries an Authorization header (a bearer token the platform\'s shared HTTP client adds to every call, a corporate proxy\'s credentials) is refused with 401 although its X-API-KEY holds the right key.',
  spec: 'part 5: "Interface A: an API key is sent in a request header. The header name may be chosen freely; the default name is X-API-KEY." and "All requests to both interfaces must be authenticated; an unauthenticated request gets 401."',
  options: {
    mutation: {
      readApiKey: (req, header) => {
        const authorization = req.headers.authorization;
        if (authorization !== undefined) return authorization.replace(/^ApiKey\s+/i, '');
        const raw = req.headers[header.toLowerCase()];
        return Array.isArray(raw) ? raw[0] : raw;
      },
    },
  },
};
