// Part 5: "All requests to both interfaces must be authenticated; an unauthenticated request gets 401." A
// holder whose API-key check is mounted for the methods of A1 and A3 only, so that A2 is not authenticated.
import { randomUUID } from 'node:crypto';
import { defaultDocumentHolderBehaviour } from '../../interface-a/index.ts';
import type { FreshFault } from '../fault.ts';

const defaults = defaultDocumentHolderBehaviour();
/** What the key check sees of a request it is not mounted for: a value no header can hold (NUL). */
const NOT_CHECKED = `\u0000not-checked-${randomUUID()}`;

export const fault: FreshFault = {
  name: 'replace-skips-api-key',
  interface: 'a',
  requirement: 'R-A-authenticated',
  level: 'MUST',
  fault:
    'The API-key middleware is mounted per method for the routes that existed when it was written (router.get(..., requireApiKey) and router.post(..., requireApiKey); a security matcher listing HttpMethod.GET and HttpMethod.POST), and the PUT route added later for replacements was never put behind it, so a replacement with no key, or with a wrong one, is carried out and answered 200, while creates and queries without a valid key still get 401.',
  spec: 'part 5: "All requests to both interfaces must be authenticated; an unauthenticated request gets 401." and "Interface A: an API key is sent in a request header."',
  options: {
    mutation: {
      readApiKey: (req, header) => (req.method === 'PUT' ? NOT_CHECKED : defaults.readApiKey(req, header)),
      authenticate: (presented, expected, connection) => presented === NOT_CHECKED || defaults.authenticate(presented, expected, connection),
    },
  },
};
