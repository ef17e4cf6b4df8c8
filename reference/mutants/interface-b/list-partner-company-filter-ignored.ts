// Breaks one B1 rule: the partner_company_ids filter is ignored.
import type { MutantB } from './mutant.ts';

export const listPartnerCompanyFilterIgnored: MutantB = {
  name: 'list-partner-company-filter-ignored',
  fault: "partner_company_ids needs a join to the author's company that the list query lacks, so the filter is skipped silently and every action is listed.",
  breaks: 'B1.filter-partner-company-ids',
  options: { mutation: { filterPartnerCompanyIds: () => true } },
};
