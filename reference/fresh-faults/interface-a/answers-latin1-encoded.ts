// Part 1: "Both interfaces carry JSON bodies", and JSON exchanged between systems is UTF-8 (RFC 8259 8.1).
// A holder whose answers are written in ISO-8859-1 while the header still names UTF-8.
import type { FreshFault } from '../fault.ts';

/** ISO-8859-1 bytes of a text, '?' for what the charset lacks (as a Java writer replaces unmappable characters). */
function latin1(text: string): Buffer {
  let out = '';
  for (const ch of text) out += ch.codePointAt(0)! <= 0xff ? ch : '?';
  return Buffer.from(out, 'latin1');
}

export const fault: FreshFault = {
  name: 'answers-latin1-encoded',
  interface: 'a',
  requirement: 'R-A-json-bodies',
  level: 'MUST',
  fault:
    "The JSON is written through a servlet writer whose character encoding was never set (ISO-8859-1 by default) while the Content-Type set by hand still says UTF-8, so a file name such as Prüfbericht.pdf goes out with a single byte for ü, which is not UTF-8, and characters outside Latin-1 become '?'.",
  spec: 'part 1: "Both interfaces carry JSON bodies." with RFC 8259 8.1: "JSON text exchanged between systems that are not part of a closed ecosystem MUST be encoded using UTF-8"',
  options: {
    mutation: {
      encodeBody: latin1,
    },
  },
};
