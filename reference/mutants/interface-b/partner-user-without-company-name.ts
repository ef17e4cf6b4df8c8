// Part 2.2: a User carries companyName. A platform whose join covers the caller's own company only.
import { FOREIGN_SEEDS } from './foreign-seeds.ts';
import type { MutantB } from './mutant.ts';

function withoutPartnerCompanyNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPartnerCompanyNames);
  if (value === null || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  const partnerUser = 'companyName' in o && 'companyId' in o && String(o.companyId) !== '1';
  return Object.fromEntries(Object.entries(o).filter(([k]) => !(partnerUser && k === 'companyName')).map(([k, v]) => [k, withoutPartnerCompanyNames(v)]));
}

export const mutant: MutantB = {
  name: 'partner-user-without-company-name',
  fault: "The User of a partner company lacks companyName, because the join that adds it covers the companies of the caller only.",
  breaks: 'B1.visible-records-conform',
  options: { seedActions: FOREIGN_SEEDS, mutation: { actionView: (view) => withoutPartnerCompanyNames(view) } },
};
