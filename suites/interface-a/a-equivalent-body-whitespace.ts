// Part 1 ("JSON bodies") with RFC 8259 2: whitespace between the tokens of a JSON text is insignificant,
// so an A1 or A2 document body pretty-printed with tabs and line breaks is the same request as it compact.
import { spelledAlikeA } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aEquivalentBodyWhitespace: CheckDefinition = {
  id: 'A.equivalent-body-whitespace',
  title: 'an A1 or A2 document body with tabs, line breaks and spaces between its tokens makes the same document as written compact',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 1',
  requirements: ['R-A-json-whitespace-insignificant'],
  run: (t) => spelledAlikeA(t, { whitespace: true }),
};
