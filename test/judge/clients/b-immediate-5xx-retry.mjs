// Breaks part 7 rule 3's backoff: a 5xx is retried at once. Run with --fault listActions:2:503 --fault listActions:3:500.
import { ACTIONS, callB, fetchToken } from './lib.mjs';

const token = await fetchToken();
await callB(token, 'GET', `${ACTIONS}?limit=5`);
for (let attempt = 0; attempt < 3; attempt++) {
  const res = await callB(token, 'GET', `${ACTIONS}?limit=10`);
  if (res.status < 500) break;
}
