// Part 1 ("JSON bodies") with RFC 8259 4: implementations whose behaviour does not depend on the order of
// an object's members interoperate, so a B2 body or a B4 patch with its members in reverse order gives the
// same action. RFC 8259 does not make the order insignificant: a SHOULD.
import { spelledAlike } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const equivalentBodyMemberOrder: CheckDefinition = {
  id: 'B.equivalent-body-member-order',
  title: 'a B2 body and a B4 patch with the members of every object in reverse order give the same action as in the order written',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 1',
  requirements: ['R-B-json-member-order-insignificant'],
  run: (t) => spelledAlike(t, { reverseMembers: true }),
};
