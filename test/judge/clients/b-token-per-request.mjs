// Breaks token reuse: a fresh token for every request although the last one is still valid.
import { ACTIONS, callB, fetchToken } from './lib.mjs';

for (const offset of [0, 10, 20]) {
  const token = await fetchToken();
  await callB(token, 'GET', `${ACTIONS}?limit=10&offset=${offset}`);
}
