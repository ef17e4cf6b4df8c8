// Breaks part 2.2: a create body whose status is not one of the allowed values (and is not resent after its 400).
import { ACTIONS, callB, fetchToken, validAction } from './lib.mjs';

const token = await fetchToken();
await callB(token, 'POST', ACTIONS, { ...validAction('wrong status'), status: 'Open' });
