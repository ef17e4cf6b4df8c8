// Part 1: "Both interfaces carry JSON bodies." A holder whose Content-Length counts characters, not bytes,
// so that an answer holding a character outside ASCII comes cut short, and is no JSON.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'answers-cut-at-character-count',
  interface: 'a',
  requirement: 'R-A-json-bodies',
  level: 'MUST',
  fault:
    "The response writer sets Content-Length from the length of the JSON text in characters (res.setHeader('Content-Length', body.length) in Node, len() of a str in Python) instead of its length in UTF-8 bytes, and the client (or the proxy in front) reads that many bytes: an answer holding a file name such as Prüfbericht.pdf or a description with an en dash loses as many bytes at its end as its characters need beyond one byte, so its closing brackets are missing and it is no JSON; answers in plain ASCII are whole.",
  spec: 'part 1: "Both interfaces carry JSON bodies." with RFC 9110 8.6: Content-Length "indicates the associated representation\'s data length as a decimal non-negative integer number of octets" and RFC 8259 8.1: JSON text "MUST be encoded using UTF-8"; part 4.1 A3: "Response 200 body: object with data"',
  options: {
    mutation: {
      encodeBody: (text: string) => Buffer.from(text, 'utf8').subarray(0, text.length),
    },
  },
};
