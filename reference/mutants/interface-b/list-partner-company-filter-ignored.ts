// Breaks one B1 rule: the partner_company_ids filter is ignored.
import type { MutantB } from './mutant.ts';

export const listPartnerCompanyFilterIgnored: MutantB = {
  name: 'list-partner-company-filter-ignored',
  breaks: 'B1.filter-partner-company-ids',
  options: { mutation: { filterPartnerCompanyIds: () => true } },
};
