// The B1 filters as a model: for each, the values a property draws, the query parameters they become,
// whether a returned item satisfies them (stated semantics, so it holds for every item, the run's own or
// not), and whether an own action of the data set must come back.
import fc from 'fast-check';
import { ACTION_CREATE_STATUSES } from '../../../schemas/interface-b/actionCreate.ts';
import type { Dataset, OwnAction } from './dataset.ts';
import {
  itemAuthorCompanyId,
  itemAuthorUserId,
  itemCategoryId,
  itemCreated,
  itemEdited,
  itemResponsibleIds,
  itemStatus,
  type Item,
} from './items.ts';
import type { Decomposition, RelationTable } from '../../../generators/filterRelation.ts';
import type { Params } from './query.ts';
import { BOUND_OFFSETS, boundText, type BoundOffset } from './time.ts';

export interface Filter<V> {
  /** Name for messages. */
  name: string;
  values(ds: Dataset, fixtures: { categoryIds: number[]; userIds: number[]; companyIds: number[] }): fc.Arbitrary<V>;
  params(v: V, ds: Dataset): Params;
  /** Why a returned item does not satisfy the filter; undefined when it does. */
  mismatch(it: Item, v: V): string | undefined;
  /** Whether an own action satisfies the filter; undefined when the model cannot tell. */
  own(a: OwnAction, v: V, ds: Dataset): boolean | undefined;
  /**
   * The smaller values a value is made of, for the relations of B1.filter-decomposes: a comma-separated
   * list selects the union of what each of its values selects, a range the intersection of its bounds.
   */
  decompose(v: V): Decomposition<V> | undefined;
  /**
   * The value that lists every known value at once, where there is one: asked once besides the sample,
   * since an action matching several listed values is where a join without DISTINCT lists it twice.
   */
  widest?(ds: Dataset, fixtures: { categoryIds: number[]; userIds: number[]; companyIds: number[] }): V | undefined;
}

const uniq = (xs: readonly (string | number | undefined)[]): string[] =>
  [...new Set(xs.filter((x): x is string | number => x !== undefined).map(String))];

function listFilter(
  name: string,
  param: string,
  universe: (ds: Dataset, f: { categoryIds: number[]; userIds: number[]; companyIds: number[] }) => string[],
  read: (it: Item) => string[] | undefined,
  own: (a: OwnAction, ds: Dataset) => string[] | undefined,
): Filter<string[]> {
  return {
    name,
    values: (ds, f) => {
      const all = universe(ds, f);
      return all.length === 0 ? fc.constant([]) : fc.subarray(all, { minLength: 1 });
    },
    params: (v) => (v.length ? { [param]: v.join(',') } : {}),
    mismatch: (it, v) => {
      if (v.length === 0) return undefined;
      const got = read(it);
      if (got === undefined || got.length === 0) return `it carries no ${name} value`;
      return got.some((x) => v.includes(x)) ? undefined : `its ${name} is ${got.join(', ')}`;
    },
    own: (a, v, ds) => {
      if (v.length === 0) return true;
      const mine = own(a, ds);
      return mine === undefined ? undefined : mine.some((x) => v.includes(x));
    },
    // "comma-separated list": an item matches the list when it matches one of its values.
    decompose: (v) => (v.length >= 2 ? { join: 'union', parts: v.map((x) => [x]) } : undefined),
    widest: (ds, f) => {
      const all = universe(ds, f);
      return all.length >= 2 ? all : undefined;
    },
  };
}

/** Part 4.2 B1: statuses, comma-separated ("In Progress" holds a space). */
export const statusesFilter = listFilter(
  'status',
  'statuses',
  () => [...ACTION_CREATE_STATUSES],
  (it) => (itemStatus(it) === undefined ? undefined : [itemStatus(it)!]),
  (a) => [a.status],
);

export const categoryFilter = listFilter(
  'categoryId',
  'category_ids',
  (_ds, f) => uniq(f.categoryIds),
  (it) => (itemCategoryId(it) === undefined ? undefined : [itemCategoryId(it)!]),
  (a) => [a.categoryId],
);

export const authorFilter = listFilter(
  'authorUser.id',
  'author_ids',
  (ds, f) => uniq([...f.userIds, ds.me.userId]),
  (it) => (itemAuthorUserId(it) === undefined ? undefined : [itemAuthorUserId(it)!]),
  (_a, ds) => (ds.me.userId === undefined ? undefined : [ds.me.userId]),
);

const partnerBase = listFilter(
  'authorCompany.id',
  'partner_company_ids',
  (ds, f) => uniq([...f.companyIds, ds.me.companyId]),
  (it) => (itemAuthorCompanyId(it) === undefined ? undefined : [itemAuthorCompanyId(it)!]),
  (_a, ds) => (ds.me.companyId === undefined ? undefined : [ds.me.companyId]),
);

/**
 * "Limit to actions created by users of these partner companies": the author's company is listed. Whether
 * the caller's own company counts as a partner company is not stated, so when it is listed the model
 * does not say whether the own actions must come back (items returned must still match).
 */
export const partnerCompanyFilter: Filter<string[]> = {
  ...partnerBase,
  own: (a, v, ds) => (ds.me.companyId !== undefined && v.includes(ds.me.companyId) ? undefined : partnerBase.own(a, v, ds)),
};

/** Any of the responsible users is in the list. */
export const responsibleFilter = listFilter(
  'responsibleUsers[].id',
  'responsible_user_ids',
  (_ds, f) => uniq(f.userIds),
  itemResponsibleIds,
  (a) => a.responsibleUserIds,
);

export interface Range {
  from?: number;
  to?: number;
  /** The offset the bounds are written at (default UTC): an offset other than Z is as much a date-time. */
  offset?: BoundOffset;
}

/**
 * A date-time range whose bounds never equal a data-set time, so that inclusive or exclusive bounds (not
 * stated) do not matter for the own actions; a foreign item exactly on a bound is accepted either way.
 */
function rangeFilter(
  name: string,
  fromParam: string,
  toParam: string,
  bounds: (ds: Dataset) => number[],
  read: (it: Item) => number | undefined,
  own: (a: OwnAction) => number | undefined,
): Filter<Range> {
  return {
    name,
    values: (ds) => {
      const b = bounds(ds);
      if (b.length === 0) return fc.constant({});
      const bound = fc.option(fc.constantFrom(...b), { nil: undefined });
      // UTC half of the time, other offsets the rest.
      const offset = fc.constantFrom<BoundOffset>('Z', 'Z', 'Z', ...BOUND_OFFSETS.slice(1));
      return fc.record({ from: bound, to: bound, offset }, { noNullPrototype: true }).filter((r) => r.from !== undefined || r.to !== undefined);
    },
    params: (v) => ({
      ...(v.from === undefined ? {} : { [fromParam]: boundText(v.from, v.offset) }),
      ...(v.to === undefined ? {} : { [toParam]: boundText(v.to, v.offset) }),
    }),
    mismatch: (it, v) => {
      if (v.from === undefined && v.to === undefined) return undefined;
      const t = read(it);
      if (t === undefined) return `it carries no ${name} date-time`;
      if (v.from !== undefined && t < v.from) return `its ${name} is before ${boundText(v.from)}`;
      if (v.to !== undefined && t > v.to) return `its ${name} is after ${boundText(v.to)}`;
      return undefined;
    },
    own: (a, v) => {
      const t = own(a);
      if (t === undefined) return v.from === undefined && v.to === undefined ? true : undefined;
      return (v.from === undefined || t > v.from) && (v.to === undefined || t < v.to);
    },
    // "from" and "to" are two bounds: both together select what each selects alone.
    decompose: (v) => (v.from !== undefined && v.to !== undefined ? { join: 'intersection', parts: [{ from: v.from, offset: v.offset }, { to: v.to, offset: v.offset }] } : undefined),
  };
}

export const createdFilter = rangeFilter(
  'createdTime',
  'created_at_from',
  'created_at_to',
  (ds) => ds.createdBounds,
  itemCreated,
  (a) => a.createdMicros,
);

export const editedFilter = rangeFilter(
  'editTime',
  'edited_at_from',
  'edited_at_to',
  (ds) => ds.editedBounds,
  itemEdited,
  (a) => a.editedMicros,
);

/** Every filter whose semantics part 4.2 B1 states. */
export const STATED_FILTERS = {
  statuses: statusesFilter,
  category_ids: categoryFilter,
  author_ids: authorFilter,
  responsible_user_ids: responsibleFilter,
  partner_company_ids: partnerCompanyFilter,
  created_at: createdFilter,
  edited_at: editedFilter,
} as const;

type Combo = Partial<Record<keyof typeof STATED_FILTERS, unknown>>;

/** Any combination of the stated filters (possibly none), as one filter: an item must satisfy each. */
export const combinedFilter: Filter<Combo> = {
  name: 'combined filters',
  values: (ds, f) =>
    fc.record(
      Object.fromEntries(Object.entries(STATED_FILTERS).map(([k, flt]) => [k, (flt as Filter<unknown>).values(ds, f)])),
      { requiredKeys: [], noNullPrototype: true },
    ) as fc.Arbitrary<Combo>,
  params: (v, ds) => Object.assign({}, ...entries(v).map(([flt, value]) => flt.params(value, ds))) as Params,
  mismatch: (it, v) => {
    for (const [flt, value] of entries(v)) {
      const why = flt.mismatch(it, value);
      if (why !== undefined) return why;
    }
    return undefined;
  },
  decompose: () => undefined,
  own: (a, v, ds) => {
    let result: boolean | undefined = true;
    for (const [flt, value] of entries(v)) {
      const r = flt.own(a, value, ds);
      if (r === false) return false;
      if (r === undefined) result = undefined;
    }
    return result;
  },
};

function entries(v: Combo): [Filter<unknown>, unknown][] {
  return Object.entries(v)
    .filter(([, value]) => value !== undefined)
    .map(([k, value]) => [STATED_FILTERS[k as keyof typeof STATED_FILTERS] as Filter<unknown>, value]);
}

/** The stated filters as the relation generator takes them (generators/filterRelation.ts). */
export function relationTable(ds: Dataset, fixtures: { categoryIds: number[]; userIds: number[]; companyIds: number[] }): RelationTable {
  return Object.fromEntries(
    Object.entries(STATED_FILTERS).map(([name, flt]) => {
      const f = flt as Filter<unknown>;
      return [name, { values: f.values(ds, fixtures), decompose: (v: unknown) => f.decompose(v) }];
    }),
  );
}

/** The query parameters of filter values drawn from relationTable. */
export function paramsOf(values: readonly { filter: string; value: unknown }[], ds: Dataset): Params {
  return Object.assign({}, ...values.map(({ filter, value }) => (STATED_FILTERS[filter as keyof typeof STATED_FILTERS] as Filter<unknown>).params(value, ds))) as Params;
}

/** Whether an own action satisfies every one of the filter values (relationTable's); undefined when the model cannot tell. */
export function ownSelected(values: readonly { filter: string; value: unknown }[], a: OwnAction, ds: Dataset): boolean | undefined {
  let known = true;
  for (const { filter, value } of values) {
    const m = (STATED_FILTERS[filter as keyof typeof STATED_FILTERS] as Filter<unknown>).own(a, value, ds);
    if (m === false) return false;
    if (m === undefined) known = false;
  }
  return known ? true : undefined;
}

