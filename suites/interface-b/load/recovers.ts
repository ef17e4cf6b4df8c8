// Part 7 rule 2: on 429 the client may retry after the period given in Retry-After. So once that period
// is over, the same client (same credentials) is served again.
import { setTimeout as sleep } from 'node:timers/promises';
import { expectNoServerError } from '../../common/expect.ts';
import { graceAfter, LIST_PARAMS, loadFindings, MAX_RECOVERY_WAIT_MS, retryUntil } from './burst.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';

export const throttlingRecovers: CheckDefinition = {
  id: 'B.throttling-recovers',
  title: 'after waiting the Retry-After of a 429, the same client is served again',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-throttled-429-retry-after', 'R-B-throttling'],
  phase: 'load',
  async run(t) {
    const f = await loadFindings(t);
    if (f.burst.throttled === 0) t.warn(`no 429 within the bounds of the throttling phase, so recovery could not be tried: ${f.tried}`);
    const until = retryUntil(f) ?? t.skip('no 429 carried a valid Retry-After to wait for (see B.throttling-retry-after)');
    const sample = f.probe?.status === 429 ? f.probe.headers['retry-after'] : f.burst.firstThrottled?.headers['retry-after'];
    const grace = graceAfter([sample]);
    const wait = until - Date.now();
    if (wait > MAX_RECOVERY_WAIT_MS) {
      t.warn(`the 429 answers ask to wait ${Math.round(wait / 1000)} s, longer than this phase waits (${MAX_RECOVERY_WAIT_MS / 1000} s): recovery not verified`);
    }
    const waited = Math.max(0, wait + grace);
    await sleep(waited, undefined, { signal: t.signal });
    const res = await t.api.call('listActions', { params: LIST_PARAMS, retry: false });
    if (res.status === 429) {
      t.fail(`still throttled (429, Retry-After ${res.headers['retry-after'] ?? 'absent'}) ${Math.round(waited)} ms after the burst, when the Retry-After it was given had passed`, res.exchange);
    }
    expectNoServerError(t, res, 'B1 list after the Retry-After passed');
    if (res.status < 200 || res.status >= 300) t.fail(`B1 list after the Retry-After passed: expected 200, got ${res.status}`, res.exchange);
    t.note(`served again (${res.status}) after waiting ${Math.round(waited)} ms for the Retry-After`);
    t.note(f.figures);
  },
};
