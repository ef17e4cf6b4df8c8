// An item of shareTo (part 2.2): a company from the fixtures and, where business units are used, one of them.
import fc from 'fast-check';
import type { FixtureSet } from './fixtureSet.ts';

export interface ShareTarget {
  companyId: number;
  businessUnitId?: number;
}

/** Needs at least one company in the fixtures. */
export function shareTarget(fixtures: FixtureSet): fc.Arbitrary<ShareTarget> {
  if (fixtures.companyIds.length === 0) throw new Error('shareTarget needs companyIds in the fixtures');
  const companyId = fc.constantFrom(...fixtures.companyIds);
  const units = fixtures.businessUnitIds ?? [];
  if (units.length === 0) return fc.record({ companyId }, { noNullPrototype: true });
  return fc.record({ companyId, businessUnitId: fc.constantFrom(...units) }, { noNullPrototype: true });
}
