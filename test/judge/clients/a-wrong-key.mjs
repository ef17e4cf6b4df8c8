// Breaks part 5: a query goes out with a key that is not the one given (and is not resent after its 401).
import { env } from './lib.mjs';

const res = await fetch(`${env('CONFORMANCE_TARGET')}/materials/m-1/documents`, { headers: { [env('CONFORMANCE_API_KEY_HEADER')]: 'not-the-key' } });
await res.arrayBuffer();
