// The setup probe of interface A: one request per operation that changes nothing. A1 and A2 carry a body
// that is not JSON (a holder checks the key before it reads the body, and cannot store what it cannot
// parse), under a supplier id of the probe's own; A3 reads a material nobody has.
import type { SetupProbe } from '../../src/engine/preflight.ts';

const UNPARSABLE = '{"fileName": ';

export const setupProbe: SetupProbe[] = [
  {
    operation: 'createDocument',
    send: (api, marker) => api.call('createDocument', { params: { 'supplier-id': `${marker}-s` }, rawBody: UNPARSABLE, retry: false }),
  },
  {
    operation: 'replaceDocument',
    send: (api, marker) => api.call('replaceDocument', { params: { 'supplier-id': `${marker}-s` }, rawBody: UNPARSABLE, retry: false }),
  },
  {
    operation: 'queryDocuments',
    send: (api, marker) => api.call('queryDocuments', { params: { materialId: `${marker}-m` }, retry: false }),
  },
];
