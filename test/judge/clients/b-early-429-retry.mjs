// Breaks part 7 rule 2: a 429 with Retry-After 2 is retried after 100 ms. Run with --fault listActions:2:429:2.
import { ACTIONS, callB, fetchToken, sleep } from './lib.mjs';

const token = await fetchToken();
await callB(token, 'GET', `${ACTIONS}?limit=5`);
const throttled = await callB(token, 'GET', `${ACTIONS}?limit=10`);
if (throttled.status !== 429) throw new Error(`expected 429, got ${throttled.status}`);
await sleep(100);
await callB(token, 'GET', `${ACTIONS}?limit=10`);
