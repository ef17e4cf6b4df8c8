// What a platform must already know for a development action to be valid: categories, users, companies
// (and business units where it uses them). Creation bodies only refer to these ids.
import fc from 'fast-check';

export interface FixtureSet {
  /** Must not be empty: categoryId is required. */
  readonly categoryIds: readonly number[];
  readonly userIds: readonly number[];
  readonly companyIds: readonly number[];
  /** Absent or empty when the platform does not use business units: then no businessUnitId is sent. */
  readonly businessUnitIds?: readonly number[];
  /** A benefits object the platform is known to take; when given, every generated body carries it. */
  readonly benefits?: Readonly<Record<string, unknown>>;
}

/** Arbitrary fixture sets, to show that generators honour whatever a profile declares. */
export function fixtureSet(): fc.Arbitrary<FixtureSet> {
  const ids = (minLength: number) => fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { minLength, maxLength: 5 });
  return fc.record(
    { categoryIds: ids(1), userIds: ids(0), companyIds: ids(0), businessUnitIds: ids(0) },
    { requiredKeys: ['categoryIds', 'userIds', 'companyIds'], noNullPrototype: true },
  );
}
