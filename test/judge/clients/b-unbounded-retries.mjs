// Backs off after each 5xx with growing waits, but never gives up: here six retries of one request.
// Run with --fault listActions:2:503 … --fault listActions:7:503.
import { ACTIONS, callB, fetchToken, sleep } from './lib.mjs';

const token = await fetchToken();
await callB(token, 'GET', `${ACTIONS}?limit=5`);
for (let attempt = 0; ; attempt++) {
  const res = await callB(token, 'GET', `${ACTIONS}?limit=10`);
  if (res.status < 500) break;
  await sleep(Math.round(150 * 1.6 ** attempt));
}
