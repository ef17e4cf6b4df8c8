// Part 1 ("JSON bodies") with RFC 8259 2: whitespace between the tokens of a JSON text is insignificant,
// so a B2 body or a B4 patch pretty-printed with tabs and line breaks is the same request as it compact.
import { spelledAlike } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const equivalentBodyWhitespace: CheckDefinition = {
  id: 'B.equivalent-body-whitespace',
  title: 'a B2 body and a B4 patch with tabs, line breaks and spaces between their tokens give the same action as written compact',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 1',
  requirements: ['R-B-json-whitespace-insignificant'],
  run: (t) => spelledAlike(t, { whitespace: true }),
};
