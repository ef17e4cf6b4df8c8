// Part 5: every request is authenticated; interface A sends an API key in a header, and a request without
// it gets 401. Each operation is asked with a request that would otherwise succeed, then again with the
// headers a proxy sets naming a loopback caller: a holder that exempts "internal" callers by them trusts
// what any client can send.
import { expectStatus } from '../common/expect.ts';
import { oneOfEach } from './support.ts';
import { INTERNAL_CALLER_HEADERS } from '../common/internalCaller.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aRequiresApiKey: CheckDefinition = {
  id: 'A.requires-api-key',
  title: 'every operation (A1, A2, A3) answers 401 without the API key',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 5',
  requirements: ['R-A-authenticated', 'R-A-api-key-header'],
  async run(t) {
    const requests = await oneOfEach(t, 'no-key');
    // One request with the key first, unjudged: the requests without it follow on the kept-alive connection
    // it leaves, where a holder that remembers an authentication per connection would serve them.
    const query = requests.find((r) => r.op === 'queryDocuments')!;
    await t.api.call(query.op, query.options);
    for (const internal of [false, true]) {
      for (const { op, options, what } of requests) {
        const res = await t.api.call(op, { ...options, auth: 'none', ...(internal ? { headers: INTERNAL_CALLER_HEADERS } : {}) });
        const from = internal ? ', from a loopback address by X-Forwarded-For, X-Real-IP and Forwarded' : '';
        expectStatus(t, res, [401], `${what} without the API key (header ${t.api.target.auth.header} left out)${from}`);
      }
    }
  },
};
