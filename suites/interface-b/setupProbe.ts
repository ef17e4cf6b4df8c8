// The setup probe of interface B: a one-item list, a creation whose body is not JSON (an action a lenient
// platform makes of it anyway is recorded, and deleted once a read-back shows the probe's mark), and a read
// of an id no platform hands out. No PATCH or DELETE: those would touch an id the run did not create.
import { randomBytes } from 'node:crypto';
import { unsafeSegment } from '../../src/http/pathSegment.ts';
import { idOf } from './support.ts';
import { recordCreated } from './ownership.ts';
import type { SetupProbe } from '../../src/engine/preflight.ts';

/** Near the top of int64, and none of the ids the checks try (the client remembers 4xx answers per request). */
const UNKNOWN_ID = '9223372036854775001';

export const setupProbe: SetupProbe[] = [
  { operation: 'listActions', send: (api) => api.call('listActions', { params: { limit: 1 }, retry: false }) },
  {
    operation: 'createAction',
    send: async (api) => {
      // Cut off after the title: still no JSON, yet a platform that salvages the title keeps the mark.
      const mark = `cf-probe-${randomBytes(4).toString('hex')}`;
      const res = await api.call('createAction', { rawBody: `{"title": "${mark}", `, retry: false });
      if (res.status >= 200 && res.status < 300) {
        const id = idOf(res.json);
        // An id that is no single path segment is never sent back in a DELETE (src/http/pathSegment.ts).
        if (id !== undefined && !unsafeSegment(id)) recordCreated(api, id, mark);
      }
      return res;
    },
  },
  { operation: 'getAction', send: (api) => api.call('getAction', { params: { id: UNKNOWN_ID }, retry: false }) },
];
