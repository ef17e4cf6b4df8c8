// Breaks part 5: one request goes out without its token (and is not resent after its 401).
import { ACTIONS, callB, env, fetchToken } from './lib.mjs';

const token = await fetchToken();
await callB(token, 'GET', `${ACTIONS}?limit=5`);
const res = await fetch(`${env('CONFORMANCE_TARGET')}${ACTIONS}?limit=10`);
await res.arrayBuffer();
