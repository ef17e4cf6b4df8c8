// Breaks part 2.1: base64EncodedContents that is not Base64 (and is not resent after its 400).
import { callA } from './lib.mjs';

await callA('POST', '/suppliers/s-1/documents', { fileName: 'good.txt', base64EncodedContents: Buffer.from('hello').toString('base64') });
await callA('POST', '/suppliers/s-1/documents', { fileName: 'bad.txt', base64EncodedContents: 'not base64!' });
