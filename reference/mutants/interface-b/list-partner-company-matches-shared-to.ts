// Part 4.2 B1: partner_company_ids matches the author's company. A platform that matches the companies an
// action is shared to.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-partner-company-matches-shared-to',
  fault: "partner_company_ids is matched against the companies an action is shared to instead of the author's company.",
  breaks: 'B1.filter-partner-company-ids',
  options: {
    mutation: {
      filterPartnerCompanyIds: (a, q) => q.partnerCompanyIds === undefined || (a.fields.shareTo ?? []).some((s) => q.partnerCompanyIds!.includes(s.companyId)),
    },
  },
};
