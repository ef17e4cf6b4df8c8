// Part 1 ("JSON bodies") with RFC 8259 7: any character of a string may be written as an escape, so a B2 body
// or a B4 patch whose text beyond printable ASCII comes as \uXXXX (an emoji as its surrogate pair), and its
// solidus as \/, is the same request as written with those characters as they are: what a JSON library that
// writes ASCII only sends. A reader that decodes each escape on its own stores two replacement characters.
import { spelledAlike } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const equivalentBodyEscapes: CheckDefinition = {
  id: 'B.equivalent-body-escapes',
  title: 'a B2 body and a B4 patch with their text beyond printable ASCII written as \\u escapes give the same action as written plainly',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 1',
  requirements: ['R-B-json-string-escapes'],
  run: (t) => spelledAlike(t, { escapedText: true }),
};
