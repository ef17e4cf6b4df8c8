// Honours a 429 on the throttled request, but its other worker goes on sending meanwhile.
// Run with --fault listActions:2:429:2.
import { ACTIONS, callB, fetchToken, retryAfterMs, sleep } from './lib.mjs';

const token = await fetchToken();
await callB(token, 'GET', `${ACTIONS}?limit=5`);
const throttled = await callB(token, 'GET', `${ACTIONS}?limit=10`);
if (throttled.status !== 429) throw new Error(`expected 429, got ${throttled.status}`);
const wait = retryAfterMs(throttled.retryAfter);
await Promise.all([
  // The throttled worker waits the Retry-After, then retries.
  (async () => {
    await sleep(wait);
    await callB(token, 'GET', `${ACTIONS}?limit=10`);
  })(),
  // The other worker ignores it: two more list pages, the second 300 ms later.
  (async () => {
    await callB(token, 'GET', `${ACTIONS}?limit=10&offset=10`);
    await sleep(300);
    await callB(token, 'GET', `${ACTIONS}?limit=10&offset=20`);
  })(),
]);
