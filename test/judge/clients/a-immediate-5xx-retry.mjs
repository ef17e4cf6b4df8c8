// Breaks part 7 rule 3's backoff for interface A: a 5xx is retried at once. Run with --fault createDocument:2:500.
import { callA } from './lib.mjs';

const doc = (name) => ({ fileName: name, base64EncodedContents: Buffer.from(name).toString('base64') });
await callA('POST', '/suppliers/s-1/documents', doc('first.txt'));
for (let attempt = 0; attempt < 3; attempt++) {
  const res = await callA('POST', '/suppliers/s-1/documents', doc('second.txt'));
  if (res.status < 500) break;
}
