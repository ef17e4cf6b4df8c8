// Part 4.1 A1 with part 1: a document body sent with chunked transfer coding is the same JSON body. A
// holder that reads the request body by its Content-Length, finding none in a chunked request.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'chunked-body-read-as-empty',
  interface: 'a',
  requirement: 'R-A1-creates-document',
  level: 'MUST',
  fault:
    "The application reads its input by the Content-Length header (a WSGI app reading wsgi.input up to CONTENT_LENGTH, a servlet filter sizing its buffer by getContentLength()), so a body sent with Transfer-Encoding: chunked, as clients streaming a large file do, is read as empty and the document is refused with 400 as a request without body.",
  spec: 'part 4.1 A1: "Create a document linked to a supplier (method POST). Request body: the document body of 2.1" with RFC 9112 6.1: "A recipient MUST be able to parse the chunked transfer coding"',
  options: {
    mutation: {
      receivedBody: (body, headers) => (headers['content-length'] === undefined ? Buffer.alloc(0) : body),
    },
  },
};
