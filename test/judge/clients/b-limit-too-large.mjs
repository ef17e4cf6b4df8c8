// Breaks part 8: a list query asks for 5000 records, beyond the limit of 1000 (and is not resent after its 400).
import { ACTIONS, callB, fetchToken } from './lib.mjs';

const token = await fetchToken();
await callB(token, 'GET', `${ACTIONS}?limit=5000`);
