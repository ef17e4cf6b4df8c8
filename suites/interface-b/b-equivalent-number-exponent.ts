// Part 1 ("JSON bodies") with RFC 8259 6: a number may carry an exponent, so a B2 body or a B4 patch whose
// decimals (benefit amounts, task time estimates) are written 3.7437508176E8 or 4e-2 is the same request as
// with 374375081.76 and 0.04. A reader that takes only plain decimals refuses it or reads another value.
import { spelledAlike } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const equivalentNumberExponent: CheckDefinition = {
  id: 'B.equivalent-number-exponent',
  title: 'a B2 body and a B4 patch with their decimal numbers written with an exponent give the same action as written plainly',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 1',
  requirements: ['R-B-json-number-exponent'],
  run: (t) => spelledAlike(t, { exponentNumbers: true }),
};
