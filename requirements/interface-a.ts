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
  {
    id: 'R-A1-create-answers-201',
    part: 'part 4',
    interface: 'a',
    operation: 'A1',
    level: 'SHOULD',
    text: 'Success status codes used: 200 (request successful), 201 (a new resource was created).',
    impliedBy: '"201 (a new resource was created)": A1 creates a document, so its success is a 201.',
  },
];
