// Part 2.2: "shareTo | array of objects or null | no | item: companyId (integer int64), businessUnitId
// (integer int64)": the action is shared with each company named. A platform that loses the targets that
// name a business unit.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'share-to-business-unit-dropped',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    'Sharing with a business unit was added later as a table of its own (action_share_business_unit): a shareTo item with a businessUnitId is written there, while sharedTo (and what the partner receives) is still read from the company share table alone, so a target such as { companyId: 2, businessUnitId: 20 } is answered 201 but the action reads back without company 2 in sharedTo; targets without a businessUnitId (or with null) are shared as before.',
  spec: 'part 2.2: "shareTo | array of objects or null | no | item: companyId (integer int64), businessUnitId (integer int64)"; "sharedTo | array of Company"',
  options: {
    mutation: {
      beforeStore: (input) =>
        input.shareTo === undefined ? input : { ...input, shareTo: input.shareTo.filter((s) => s.businessUnitId === undefined || s.businessUnitId === null) },
    },
  },
};
