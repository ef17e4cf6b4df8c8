// Relations between list queries that hold whatever the data, drawn from a table of filters: each filter
// gives the values a property draws and how a value is made of parts (a comma-separated list is the union
// of its single values, a range the intersection of its two bounds). A filter added to the table takes part
// in every relation without new code.
import fc from 'fast-check';

/** How a filter value is made of smaller values of the same filter. */
export interface Decomposition<V> {
  join: 'union' | 'intersection';
  parts: V[];
}

export interface RelationFilter<V = unknown> {
  values: fc.Arbitrary<V>;
  /** The parts of a value; undefined (or fewer than two parts) when it is a single value. */
  decompose(v: V): Decomposition<V> | undefined;
}

export type RelationTable = Record<string, RelationFilter>;

/** A filter of the table with one of its values. */
export interface FilterValue {
  filter: string;
  value: unknown;
}

export type FilterRelation =
  /** Every filter of the table at once, each with a value of two or more parts where it has such values. */
  | { kind: 'decompose'; cases: (FilterValue & Decomposition<unknown>)[] }
  /** Two different filters: together they select the intersection of what each selects alone. */
  | { kind: 'intersect'; a: FilterValue; b: FilterValue }
  /** Some filters together, read in pages: the pages hold exactly what one read holds. */
  | { kind: 'paging'; filters: FilterValue[]; pages: number };

export type RelationKind = FilterRelation['kind'];

/** Draws a few values and keeps the first that has parts to compare (values of one part are rare). */
const TRIES = 3;

function decomposable(name: string, f: RelationFilter): fc.Arbitrary<(FilterValue & Decomposition<unknown>) | undefined> {
  return fc.array(f.values, { minLength: TRIES, maxLength: TRIES }).map((vs) => {
    for (const value of vs) {
      const d = f.decompose(value);
      if (d && d.parts.length >= 2) return { filter: name, value, ...d };
    }
    return undefined;
  });
}

const valueOf = (table: RelationTable) => (name: string): fc.Arbitrary<FilterValue> => table[name].values.map((value) => ({ filter: name, value }));

/** Relations of one kind over the filters of the table. */
export function filterRelation(table: RelationTable, kind: RelationKind, maxPages = 6): fc.Arbitrary<FilterRelation> {
  const names = Object.keys(table);
  if (names.length === 0) throw new Error('filterRelation needs at least one filter');
  const value = valueOf(table);
  if (kind === 'decompose') {
    return fc
      .tuple(...names.map((n) => decomposable(n, table[n])))
      .map((cases) => ({ kind, cases: cases.filter((c): c is FilterValue & Decomposition<unknown> => c !== undefined) }));
  }
  if (kind === 'intersect') {
    if (names.length < 2) throw new Error('an intersection needs two filters');
    return fc
      .uniqueArray(fc.constantFrom(...names), { minLength: 2, maxLength: 2 })
      .chain(([a, b]) => fc.tuple(value(a), value(b)))
      .map(([a, b]) => ({ kind, a, b }));
  }
  return fc
    .tuple(fc.shuffledSubarray(names, { minLength: 1 }), fc.integer({ min: 2, max: Math.max(2, maxPages) }))
    .chain(([picked, pages]) => fc.tuple(...picked.map(value)).map((filters) => ({ kind, filters, pages })));
}
