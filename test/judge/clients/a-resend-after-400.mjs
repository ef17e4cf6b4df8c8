// Breaks part 7 rule 1: an A1 refused with 400 (no supplier id in the path) is sent again unchanged.
import { callA } from './lib.mjs';

const body = { fileName: 'report.txt', base64EncodedContents: Buffer.from('report').toString('base64') };
const first = await callA('POST', '/suppliers//documents', body);
if (first.status !== 400) throw new Error(`expected 400, got ${first.status}`);
await callA('POST', '/suppliers//documents', body);
