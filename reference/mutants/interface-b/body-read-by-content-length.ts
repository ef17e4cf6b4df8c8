// RFC 9112 6.1 (part 1, JSON bodies over HTTP/1.1): a recipient parses the chunked transfer coding. A platform
// whose request reader takes Content-Length bytes of the body, none when the request has no Content-Length:
// a body sent chunked reads as empty.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'body-read-by-content-length',
  fault: 'the body is read by its Content-Length, so a B2 body or B4 patch sent with Transfer-Encoding: chunked reads as empty',
  breaks: 'B.chunked-body',
  options: { mutation: { receivedBody: (body, headers) => (headers['content-length'] === undefined ? Buffer.alloc(0) : body) } },
};
