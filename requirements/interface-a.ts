// The requirements of interface A (document sharing), in the order of the specification.
import type { Requirement } from './types.ts';

export const requirementsA: Requirement[] = [
  {
    id: 'R-A2-replacement-takes-effect',
    part: 'part 4.1 A2',
    interface: 'a',
    operation: 'A2',
    level: 'MUST',
    text: 'A2. Replace an existing file of a supplier (method PUT). Request body: the document body of 2.1.',
  },
];
