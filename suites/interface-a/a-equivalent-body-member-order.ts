// Part 1 ("JSON bodies") with RFC 8259 4: implementations whose behaviour does not depend on the order of
// an object's members interoperate, so an A1 or A2 document body with its members in reverse order makes
// the same document. RFC 8259 does not make the order insignificant: a SHOULD.
import { spelledAlikeA } from './spelt.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aEquivalentBodyMemberOrder: CheckDefinition = {
  id: 'A.equivalent-body-member-order',
  title: 'an A1 or A2 document body with the members of every object in reverse order makes the same document as in the order written',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 1',
  requirements: ['R-A-json-member-order-insignificant'],
  run: (t) => spelledAlikeA(t, { reverseMembers: true }),
};
