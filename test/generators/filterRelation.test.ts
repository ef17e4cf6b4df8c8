import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterRelation, type RelationTable } from '../../generators/filterRelation.ts';

// A toy table: a list filter (union of its single values), a range (intersection of its bounds), and a
// filter with one value only (never decomposable).
const TABLE: RelationTable = {
  colour: {
    values: fc.subarray(['red', 'green', 'blue'], { minLength: 1 }),
    decompose: (v) => ((v as string[]).length >= 2 ? { join: 'union', parts: (v as string[]).map((x) => [x]) } : undefined),
  },
  range: {
    values: fc.record({ from: fc.option(fc.integer(), { nil: undefined }), to: fc.option(fc.integer(), { nil: undefined }) }),
    decompose: (v) => {
      const r = v as { from?: number; to?: number };
      return r.from !== undefined && r.to !== undefined ? { join: 'intersection', parts: [{ from: r.from }, { to: r.to }] } : undefined;
    },
  },
  single: { values: fc.constant('only'), decompose: () => undefined },
};

describe('filterRelation', () => {
  it('decompose: one case per filter that has a value of several parts, with the join the filter gives', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(filterRelation(TABLE, 'decompose'), (r) => {
        if (r.kind !== 'decompose') throw new Error(r.kind);
        expect(new Set(r.cases.map((c) => c.filter)).size).toBe(r.cases.length);
        for (const c of r.cases) {
          seen.add(c.filter);
          expect(c.filter).not.toBe('single');
          expect(c.parts.length).toBeGreaterThanOrEqual(2);
          expect(c.join).toBe(c.filter === 'colour' ? 'union' : 'intersection');
          if (c.filter === 'colour') expect(c.parts.flat()).toEqual(c.value);
        }
      }),
      { numRuns: 200 },
    );
    expect([...seen].sort()).toEqual(['colour', 'range']);
  });

  it('intersect: two different filters, every pair in time', () => {
    const pairs = new Set<string>();
    fc.assert(
      fc.property(filterRelation(TABLE, 'intersect'), (r) => {
        if (r.kind !== 'intersect') throw new Error(r.kind);
        expect(r.a.filter).not.toBe(r.b.filter);
        pairs.add([r.a.filter, r.b.filter].sort().join('+'));
      }),
      { numRuns: 200 },
    );
    expect(pairs.size).toBe(3);
  });

  it('paging: at least one filter, each at most once, and two to maxPages pages', () => {
    fc.assert(
      fc.property(filterRelation(TABLE, 'paging', 5), (r) => {
        if (r.kind !== 'paging') throw new Error(r.kind);
        expect(r.filters.length).toBeGreaterThanOrEqual(1);
        expect(new Set(r.filters.map((f) => f.filter)).size).toBe(r.filters.length);
        expect(r.pages).toBeGreaterThanOrEqual(2);
        expect(r.pages).toBeLessThanOrEqual(5);
      }),
      { numRuns: 200 },
    );
  });

  it('draws the same relations from the same seed', () => {
    const a = fc.sample(filterRelation(TABLE, 'intersect'), { seed: 7, numRuns: 10 });
    const b = fc.sample(filterRelation(TABLE, 'intersect'), { seed: 7, numRuns: 10 });
    expect(a).toEqual(b);
  });
});
