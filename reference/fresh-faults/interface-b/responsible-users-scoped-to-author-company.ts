// Part 2.2: "responsibleUserIds | array of integer int64" is accepted at creation and comes back as
// "responsibleUsers | array of User". A platform whose user lookup is scoped to the action's own company.
import type { Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'responsible-users-scoped-to-author-company',
  interface: 'b',
  requirement: 'R-B2-stores-fields-sent',
  level: 'MUST',
  fault:
    "Responsible users are resolved through the multi-tenant user repository, whose tenant filter (a Hibernate @Filter on company_id, a row-level-security policy) is set to the company the action belongs to, so a partner's user named in responsibleUserIds is silently left out: the create answers 201 and the action comes back with only its own company's responsible users.",
  spec: 'part 2.2: "responsibleUserIds | array of integer int64 | no" among "Fields accepted when creating", returned as "responsibleUsers | array of User"; User object: "id (integer), name (string), companyId (integer), companyName (string)"',
  options: {
    mutation: {
      actionView: (view: Rendered) => {
        const own = (view.authorCompany as { id?: unknown } | null)?.id;
        if (!Array.isArray(view.responsibleUsers)) return view;
        return { ...view, responsibleUsers: view.responsibleUsers.filter((u: { companyId?: unknown } | null) => u?.companyId === own) };
      },
    },
  },
};
