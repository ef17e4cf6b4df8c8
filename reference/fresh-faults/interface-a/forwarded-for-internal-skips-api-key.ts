// Part 5: "All requests to both interfaces must be authenticated; an unauthenticated request gets 401." A
// holder that lets requests through without a key when X-Forwarded-For says they come from the internal
// network.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { defaultDocumentHolderBehaviour } from '../../interface-a/index.ts';
import type { FreshFault } from '../fault.ts';

const defaults = defaultDocumentHolderBehaviour();
/** What the key check sees of a request it exempts: a value no header can hold (NUL). */
const EXEMPT = `\u0000internal-${randomUUID()}`;
/** The internal ranges the exemption was written for (the monitoring network, the host itself). */
const INTERNAL = /^(10\.|127\.|192\.168\.)/;

/** Whether the first address of X-Forwarded-For, the one a client may write itself, is internal. */
function fromInside(req: IncomingMessage): boolean {
  const raw = req.headers['x-forwarded-for'];
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
  return first !== undefined && INTERNAL.test(first);
}

export const fault: FreshFault = {
  name: 'forwarded-for-internal-skips-api-key',
  interface: 'a',
  requirement: 'R-A-authenticated',
  level: 'MUST',
  fault:
    'The API-key filter exempts calls from the internal network (written for the monitoring agent and the batch jobs on the same host) and takes the caller\'s address from the first entry of X-Forwarded-For, trusting the reverse proxy; the proxy appends to the header a client sent instead of replacing it, so any request that carries X-Forwarded-For: 10.0.0.7 (or 127.0.0.1) is served without a key, or with a wrong one: its documents are created, replaced and listed. Requests without that header still get 401.',
  spec: 'part 5: "All requests to both interfaces must be authenticated; an unauthenticated request gets 401." and "Interface A: an API key is sent in a request header."',
  options: {
    mutation: {
      readApiKey: (req, header) => (fromInside(req) ? EXEMPT : defaults.readApiKey(req, header)),
      authenticate: (presented, expected, connection) => presented === EXEMPT || defaults.authenticate(presented, expected, connection),
    },
  },
};
