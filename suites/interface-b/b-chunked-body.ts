// Part 1 ("JSON bodies") over HTTP/1.1: RFC 9112 6.1 makes a recipient able to parse the chunked transfer
// coding, so a B2 body or a B4 patch sent with Transfer-Encoding: chunked instead of a Content-Length gives the
// same action. A platform that will not take such a request may answer 411 Length Required (RFC 9110
// 15.5.12): then nothing is judged. One that reads the body by its Content-Length, finding none, reads it as
// empty.
import { spelledAlike } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const chunkedBody: CheckDefinition = {
  id: 'B.chunked-body',
  title: 'a B2 body and a B4 patch sent with Transfer-Encoding: chunked give the same action as with a Content-Length (or get 411)',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 1',
  requirements: ['R-B-chunked-body'],
  run: (t) => spelledAlike(t, {}, { chunked: true }),
};
