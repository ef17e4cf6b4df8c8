// Part 2.2: "shareTo | array of objects or null | no | item: companyId ..." when creating, and "sharedTo |
// array of Company" as returned: the companies the action is shared to. A platform whose sharing table
// holds the owner's own row too, and whose answers list every row of it.
import type { FreshFault } from '../fault.ts';

const idOf = (company: unknown): unknown => (company !== null && typeof company === 'object' ? (company as { id?: unknown }).id : undefined);

export const fault: FreshFault = {
  name: 'shared-to-lists-owner-company',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    "Access to an action is kept in one ACL table (action_id, company_id, role) in which the author's company gets an OWNER row beside the SHARED rows of shareTo, and sharedTo is serialised from every row of it, so the author's own company is listed first in sharedTo: an action shared with nobody comes back shared with its author's company, and one shared with company 2 as shared with 1 and 2.",
  spec: 'part 2.2: "shareTo | array of objects or null | no | item: companyId (integer int64), businessUnitId (integer int64)" (fields accepted when creating) and "sharedTo | array of Company" (fields as returned)',
  options: {
    mutation: {
      actionView: (view) => {
        const shared = Array.isArray(view.sharedTo) ? view.sharedTo : [];
        const owner = view.authorCompany;
        if (owner === null || owner === undefined || shared.some((c) => idOf(c) === idOf(owner))) return view;
        return { ...view, sharedTo: [owner, ...shared] };
      },
    },
  },
};
