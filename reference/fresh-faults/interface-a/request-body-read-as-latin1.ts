// Part 1: "Both interfaces carry JSON bodies", and JSON exchanged between systems is UTF-8 (RFC 8259 8.1;
// application/json has no charset parameter). A holder that decodes a request body without a charset
// parameter as ISO-8859-1, so every non-ASCII character of a document body turns into mojibake.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'request-body-read-as-latin1',
  interface: 'a',
  requirement: 'R-A-json-bodies',
  level: 'MUST',
  fault:
    'The body is read through the servlet request reader, whose character encoding falls back to ISO-8859-1 when the Content-Type carries no charset parameter (and application/json defines none), so a document named Prüfbericht.pdf is stored and listed as PrÃ¼fbericht.pdf; only a client that adds "; charset=utf-8" is read right.',
  spec: 'part 1: "Both interfaces carry JSON bodies." with RFC 8259 8.1: "JSON text exchanged between systems that are not part of a closed ecosystem MUST be encoded using UTF-8" and 11: "No \'charset\' parameter is defined for this registration"',
  options: {
    mutation: {
      receivedBody: (body, headers) => {
        const type = headers['content-type'] ?? '';
        if (/;\s*charset\s*=\s*"?utf-?8"?/i.test(type)) return body;
        // Each byte read as one ISO-8859-1 character, then handled as text from there on.
        return Buffer.from(body.toString('latin1'), 'utf8');
      },
    },
  },
};
