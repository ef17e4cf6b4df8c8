// Part 4.2 B1, the partner_company_ids filter, checked against the data set model.
import { filterCheck } from './filter-check.ts';
import { partnerCompanyFilter } from './filters.ts';

export const filterPartnerCompanyIdsCheck = filterCheck({
  id: 'B1.filter-partner-company-ids',
  title: 'partner_company_ids: every item returned was created by a user of one of the listed companies, and every matching action comes back',
  filter: partnerCompanyFilter,
  requirements: ['R-B1-filter-partner-company-ids'],
});
