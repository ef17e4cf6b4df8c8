// Part 7: a 429 means "request throttled", and client rule 2 lets the client send the same request again
// once the Retry-After has passed. A creation the platform carried out all the same (a rate limiter placed
// after the handler) would then be made twice: so a throttled write must have changed nothing (implied, not
// stated: a SHOULD). Right after the burst, while the run's client is still throttled, a few creations go
// out at once (again, a few rounds at most, until one is throttled), each with a word of its own in its
// title and description; each answered 429 is looked for
// with B1's search once its Retry-After has passed, and must not be there. What is not refused is the run's
// own action and is deleted.
//
// It comes first in the throttling phase (load/index.ts): the checks after it only read what the burst
// found, and one of them waits out the Retry-After, after which nothing is throttled any more.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseRetryAfter } from '../../../src/http/retryAfter.ts';
import { refusalToken } from '../../common/refusal.ts';
import { discardCreated, minimalBody, sendCreate } from '../probe.ts';
import { searchTrace } from '../refusals.ts';
import { graceAfter, loadFindings, MAX_RECOVERY_WAIT_MS } from './burst.ts';
import type { ApiResponse } from '../../../src/engine/api.ts';
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';

/** Creations sent at once right after the burst: one is enough to judge, more make a 429 likelier. */
const THROTTLED_WRITES = 5;
/** Rounds of them at most, until one is answered 429. */
const ROUNDS = 4;

interface SentWrite {
  /** The word only this creation carries, in its title and description. */
  token: string;
  res: ApiResponse;
  /** When its answer came: a Retry-After counts from then. */
  at: number;
}

export const throttledWriteNotApplied: CheckDefinition = {
  id: 'B.throttled-write-not-applied',
  title: 'a creation answered 429 was not carried out: B1 lists no action of it once the Retry-After has passed',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-throttled-write-not-applied'],
  phase: 'load',
  async run(t) {
    const f = await loadFindings(t);
    if (f.burst.throttled === 0) t.skip(`no 429 within the bounds of the throttling phase, so no write could be sent while throttled: ${f.tried}`);
    // A bucket that refills fast may have a few requests' worth again by now: rounds of creations sent at
    // once go on until one is throttled (each round asks faster than most buckets refill), a few at most.
    const sent: SentWrite[] = [];
    for (let round = 0; round < ROUNDS && !sent.some((w) => w.res.status === 429); round++) {
      sent.push(...(await Promise.all(Array.from({ length: THROTTLED_WRITES }, () => sendWrite(t)))));
    }
    const throttled = sent.filter((w) => w.res.status === 429);
    for (const w of sent) await discardCreated(t, w.res);
    const statuses = sent.map((w) => w.res.status).join(', ');
    if (throttled.length === 0) t.skip(`none of the ${sent.length} creations sent right after the burst was answered 429 (${statuses}), so none could be looked for`);

    const until = Math.max(...throttled.map((w) => w.at + (parseRetryAfter(w.res.headers['retry-after'], w.at) ?? 0)));
    const wait = until - Date.now();
    if (wait > MAX_RECOVERY_WAIT_MS) t.skip(`the 429 answers ask to wait ${Math.round(wait / 1000)} s, longer than this phase waits (${MAX_RECOVERY_WAIT_MS / 1000} s): not looked for`);
    await sleep(Math.max(0, wait) + graceAfter(throttled.map((w) => w.res.headers['retry-after'])), undefined, { signal: t.signal });

    let looked = 0;
    for (const w of throttled) {
      // Throttled again, the search waits as Retry-After says (the client's own retry).
      const trace = await searchTrace(t, w.token);
      if (trace === undefined) continue;
      looked++;
      if (trace.ids.length > 0) {
        t.fail(
          `${answered(w.res)}, yet the creation was carried out: B1 with search=${w.token} (the word sent in that creation only) lists ${trace.ids.length} action(s) carrying it once the Retry-After had passed: ${trace.shown}. A client that sends it again, as part 7 allows, makes it twice`,
          trace.exchange,
        );
      }
    }
    if (looked === 0) t.skip(`B1 with search answered no list, so the ${throttled.length} creations answered 429 could not be looked for`);
    t.note(`${throttled.length} of ${sent.length} creations sent right after the burst were answered 429 (${statuses}); none of them was carried out`);
  },
};

/** One creation, not retried: the 429 itself is what is judged. What it makes when not refused is recorded for cleanup. */
async function sendWrite(t: CheckContext): Promise<SentWrite> {
  const token = refusalToken();
  const body = await minimalBody(t, `${token} throttled write`, { description: `${token} sent while throttled` });
  return { token, res: await sendCreate(t, { body, retry: false }), at: Date.now() };
}

function answered(res: ApiResponse): string {
  return `B2 answered 429 (Retry-After ${res.headers['retry-after'] ?? 'absent'}) right after the burst`;
}
