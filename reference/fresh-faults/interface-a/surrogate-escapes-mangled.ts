// Part 1: "Both interfaces carry JSON bodies." RFC 8259 7: a character outside the Basic Multilingual Plane
// may be escaped as "a twelve-character sequence, encoding the UTF-16 surrogate pair". A holder whose JSON
// reader decodes each \uXXXX escape on its own.
import type { FreshFault } from '../fault.ts';

/** An escaped surrogate pair (\uD83D\uDCC4) that is not itself escaped (an even run of backslashes before it). */
const ESCAPED_PAIR = /(?<!\\)((?:\\\\)*)\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}/g;

export const fault: FreshFault = {
  name: 'surrogate-escapes-mangled',
  interface: 'a',
  requirement: 'R-A-json-bodies',
  level: 'MUST',
  fault:
    "The body goes through a hand-rolled JSON tokenizer that turns every \\uXXXX escape into a code point of its own and writes it out as UTF-8; the two halves of an escaped surrogate pair are not characters, so each becomes U+FFFD. Raw UTF-8 text is read correctly, but a client whose JSON writer escapes everything beyond ASCII (Python's json.dumps with its default ensure_ascii, many Java writers) gets two U+FFFD stored for every emoji or rare CJK character of a file name or metadata value.",
  spec: 'part 1: "Both interfaces carry JSON bodies." with RFC 8259 7: "To escape an extended character that is not in the Basic Multilingual Plane, the character is represented as a 12-character sequence, encoding the UTF-16 surrogate pair."',
  options: {
    mutation: {
      parseJson: (text) => JSON.parse(text.replace(ESCAPED_PAIR, '$1\\ufffd\\ufffd')),
    },
  },
};
