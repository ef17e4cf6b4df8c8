// Breaks part 7 rule 1: a create refused with 400 (a category the platform does not know) is sent again unchanged.
import { ACTIONS, callB, fetchToken, validAction } from './lib.mjs';

const token = await fetchToken();
const body = { ...validAction('unknown category'), categoryId: 99999 };
const first = await callB(token, 'POST', ACTIONS, body);
if (first.status !== 400) throw new Error(`expected 400, got ${first.status}`);
await callB(token, 'POST', ACTIONS, body);
