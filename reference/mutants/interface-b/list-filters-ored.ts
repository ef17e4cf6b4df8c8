// Part 4.2 B1: each filter limits the list, so two filters select the intersection. A platform that keeps
// an action when any one of the list filters sent (ids, statuses) matches it.
import { DEFAULT_BEHAVIOUR, type ActionFilter, type ListQuery, type PlatformBehaviour } from '../../interface-b/index.ts';
import { FOREIGN_SEEDS } from './foreign-seeds.ts';
import type { MutantB } from './mutant.ts';

type ListFilter = 'filterStatuses' | 'filterCategoryIds' | 'filterAuthorIds' | 'filterResponsibleUserIds' | 'filterPartnerCompanyIds';

/** Each list filter and whether a query sends it (the date ranges stay joined with AND). */
const SENT: Record<ListFilter, (q: ListQuery) => boolean> = {
  filterStatuses: (q) => q.statuses !== undefined,
  filterCategoryIds: (q) => q.categoryIds !== undefined,
  filterAuthorIds: (q) => q.authorIds !== undefined,
  filterResponsibleUserIds: (q) => q.responsibleUserIds !== undefined,
  filterPartnerCompanyIds: (q) => q.partnerCompanyIds !== undefined,
};
const NAMES = Object.keys(SENT) as ListFilter[];

function ored(name: ListFilter): ActionFilter {
  return (a, q, c) => {
    const sent = NAMES.filter((n) => SENT[n](q));
    if (sent.length < 2 || !sent.includes(name)) return DEFAULT_BEHAVIOUR[name](a, q, c);
    return sent.some((n) => DEFAULT_BEHAVIOUR[n](a, q, c));
  };
}

export const mutant: MutantB = {
  name: 'list-filters-ored',
  fault: "the query builder collects the IN conditions of the list filters into one OR (Sequelize's Op.or, orWhere) instead of AND",
  breaks: 'B1.filters-intersect',
  options: {
    seedActions: FOREIGN_SEEDS,
    mutation: Object.fromEntries(NAMES.map((n) => [n, ored(n)])) as Partial<PlatformBehaviour>,
  },
};
