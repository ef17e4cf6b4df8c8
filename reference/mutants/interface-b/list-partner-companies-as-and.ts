// Part 4.2 B1: partner_company_ids is a comma-separated list, an action matches when its author's company
// is one of them. A platform that requires it to be every one of them, so that two companies select none.
import { FOREIGN_SEEDS } from './foreign-seeds.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-partner-companies-as-and',
  fault: 'the query builder turns each listed company into its own author_company_id = ? condition and joins them with the same AND as the other filters',
  breaks: 'B1.filter-decomposes',
  options: {
    seedActions: FOREIGN_SEEDS,
    mutation: { filterPartnerCompanyIds: (a, q) => q.partnerCompanyIds === undefined || q.partnerCompanyIds.every((id) => id === a.authorCompanyId) },
  },
};
