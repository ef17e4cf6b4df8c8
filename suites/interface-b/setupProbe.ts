// The setup probe of interface B: a one-item list, a creation whose body is not JSON (an action a lenient
// platform makes of it anyway is recorded, and deleted), and a read of an id no platform hands out. No
// PATCH or DELETE: those would touch an id the run did not create.
import { unsafeSegment } from '../../src/http/pathSegment.ts';
import { ACTION, idOf } from './support.ts';
import type { SetupProbe } from '../../src/engine/preflight.ts';

/** Near the top of int64, and none of the ids the checks try (the client remembers 4xx answers per request). */
const UNKNOWN_ID = '9223372036854775001';

export const setupProbe: SetupProbe[] = [
  { operation: 'listActions', send: (api) => api.call('listActions', { params: { limit: 1 }, retry: false }) },
  {
    operation: 'createAction',
    send: async (api) => {
      const res = await api.call('createAction', { rawBody: '{"title": ', retry: false });
      if (res.status >= 200 && res.status < 300) {
        const id = idOf(res.json);
        // An id that is no single path segment is never sent back in a DELETE (src/http/pathSegment.ts).
        if (id !== undefined && !unsafeSegment(id)) api.ledger.add({ interface: 'b', kind: ACTION, id });
      }
      return res;
    },
  },
  { operation: 'getAction', send: (api) => api.call('getAction', { params: { id: UNKNOWN_ID }, retry: false }) },
];
