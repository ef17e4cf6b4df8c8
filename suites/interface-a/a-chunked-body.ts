// Part 1 ("JSON bodies") over HTTP/1.1: RFC 9112 6.1 makes a recipient able to parse the chunked transfer
// coding, so an A1 or A2 whose document body comes with Transfer-Encoding: chunked instead of a Content-Length
// (as a client streaming a large file sends it) makes the same document. A holder that will not take such a
// request may answer 411 Length Required (RFC 9110 15.5.12): then nothing is judged. One that reads the body
// by its Content-Length, finding none, reads it as empty.
import { spelledAlikeA } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aChunkedBody: CheckDefinition = {
  id: 'A.chunked-body',
  title: 'an A1 or A2 whose document body is sent with Transfer-Encoding: chunked makes the same document as with a Content-Length (or gets 411)',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 1',
  requirements: ['R-A-chunked-body'],
  run: (t) => spelledAlikeA(t, {}, { chunked: true }),
};
