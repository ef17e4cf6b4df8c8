// Part 1 ("JSON bodies") with RFC 8259 7: any character of a string may be written as an escape, so an A1 or A2
// document body whose text beyond printable ASCII comes as \uXXXX (an emoji as its surrogate pair), and its
// solidus as \/, is the same request as written with those characters as they are: what a JSON library that
// writes ASCII only sends. A reader that decodes each escape on its own stores two replacement characters.
import { spelledAlikeA } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aEquivalentBodyEscapes: CheckDefinition = {
  id: 'A.equivalent-body-escapes',
  title: 'an A1 or A2 document body with its text beyond printable ASCII written as \\u escapes makes the same document as written plainly',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 1',
  requirements: ['R-A-json-string-escapes'],
  run: (t) => spelledAlikeA(t, { escapedText: true }),
};
