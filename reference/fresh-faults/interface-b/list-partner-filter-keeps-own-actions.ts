// Part 4.2 B1: "partner_company_ids | comma-separated list; limit to actions created by users of these
// partner companies". A platform whose WHERE clause lacks parentheses, so its own actions always pass.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-partner-filter-keeps-own-actions',
  interface: 'b',
  requirement: 'R-B1-filter-partner-company-ids',
  level: 'MUST',
  fault:
    'The visibility and partner conditions are concatenated without parentheses (WHERE a.author_company_id = :own OR s.company_id = :own AND a.author_company_id IN (:partners)), and AND binds tighter than OR, so with partner_company_ids the caller\'s own company\'s actions are listed as well as the partners\'.',
  spec: 'part 4.2 B1: "partner_company_ids | string | comma-separated list; limit to actions created by users of these partner companies"',
  options: {
    mutation: {
      filterPartnerCompanyIds: (a, q, caller) => q.partnerCompanyIds === undefined || a.authorCompanyId === caller.company.id || q.partnerCompanyIds.includes(a.authorCompanyId),
    },
  },
};
