import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createdFilter, statusesFilter, responsibleFilter, combinedFilter } from '../../../suites/interface-b/list/filters.ts';
import type { Dataset, OwnAction } from '../../../suites/interface-b/list/dataset.ts';
import { pagingDiscrepancies } from '../../../suites/interface-b/list/paging-no-overlap-no-gap.ts';
import { expectedCount } from '../../../suites/interface-b/list/query.ts';
import { firstOutOfOrder } from '../../../suites/interface-b/list/sorting.ts';
import { BOUND_OFFSETS, boundsAround, boundText, micros } from '../../../suites/interface-b/list/time.ts';

const ds: Dataset = { marker: 'm', actions: [], me: { userId: '1', companyId: '1' }, base: {}, window: {}, createdBounds: [], editedBounds: [] };
const own = (extra: Partial<OwnAction> = {}): OwnAction => ({
  id: '10',
  title: 't',
  status: 'In Progress',
  categoryId: '2',
  responsibleUserIds: ['3', '4'],
  shareTo: [],
  tasks: 0,
  files: 0,
  ...extra,
});

describe('micros', () => {
  it('reads RFC 3339 date-times to the microsecond, in any offset', () => {
    expect(micros('2024-05-01T10:00:00Z')).toBe(Date.parse('2024-05-01T10:00:00Z') * 1000);
    expect(micros('2024-05-01T10:00:00.123456Z')).toBe(Date.parse('2024-05-01T10:00:00Z') * 1000 + 123456);
    expect(micros('2024-05-01T12:00:00.5+02:00')).toBe(Date.parse('2024-05-01T10:00:00Z') * 1000 + 500000);
    expect(micros('2024-05-01')).toBeUndefined();
    expect(micros(null)).toBeUndefined();
    expect(micros('yesterday')).toBeUndefined();
  });
});

describe('boundsAround', () => {
  it('gives bounds that never equal a time: one before all, one after all, others strictly between neighbours', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1e15, max: 2e15 }), { minLength: 1, maxLength: 40 }), (times) => {
        const bounds = boundsAround(times);
        const sorted = [...new Set(times)].sort((a, b) => a - b);
        expect(bounds[0]).toBeLessThan(sorted[0]);
        expect(bounds[bounds.length - 1]).toBeGreaterThan(sorted[sorted.length - 1]);
        for (const b of bounds) {
          expect(times).not.toContain(b);
          expect(b % 1000).toBe(0);
          // Written as text with millisecond precision, the bound keeps its value.
          expect(micros(boundText(b))).toBe(b);
        }
        expect(bounds.length).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('writes a bound at any offset as the same instant (RFC 3339 5.6)', () => {
    expect(boundText(Date.UTC(2026, 0, 1, 0, 30) * 1000, '+02:00')).toBe('2026-01-01T02:30:00.000+02:00');
    expect(boundText(Date.UTC(2026, 0, 1, 0, 30) * 1000, '-05:30')).toBe('2025-12-31T19:00:00.000-05:30');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom(...BOUND_OFFSETS), (ms, offset) => {
        const text = boundText(ms * 1000, offset);
        expect(text.endsWith(offset)).toBe(true);
        expect(micros(text)).toBe(ms * 1000);
      }),
      { seed: 20261128 },
    );
  });

  it('puts a bound between times two milliseconds apart, none between times in one millisecond', () => {
    expect(boundsAround([1_000_000, 3_000_000])).toHaveLength(3);
    expect(boundsAround([1_000_100, 1_000_900])).toHaveLength(2);
    expect(boundsAround([])).toEqual([]);
  });
});

describe('filters', () => {
  it('statuses: a returned item matches when its status is listed; "In Progress" keeps its space', () => {
    expect(statusesFilter.params(['Draft', 'In Progress'], ds)).toEqual({ statuses: 'Draft,In Progress' });
    expect(statusesFilter.mismatch({ status: 'In Progress' }, ['Draft', 'In Progress'])).toBeUndefined();
    expect(statusesFilter.mismatch({ status: 'Draft' }, ['Completed'])).toMatch(/status is Draft/);
    expect(statusesFilter.mismatch({}, ['Completed'])).toMatch(/no status/);
    expect(statusesFilter.own(own(), ['In Progress'], ds)).toBe(true);
    expect(statusesFilter.own(own(), ['Draft'], ds)).toBe(false);
  });

  it('responsible_user_ids: any responsible user listed; ids compared exactly, bigint included', () => {
    const item = { responsibleUsers: [{ id: 3 }, { id: 9007199254740993n }] };
    expect(responsibleFilter.mismatch(item, ['9007199254740993'])).toBeUndefined();
    expect(responsibleFilter.mismatch(item, ['9007199254740992'])).toBeDefined();
    expect(responsibleFilter.mismatch({ responsibleUsers: [] }, ['3'])).toBeDefined();
    expect(responsibleFilter.own(own(), ['4', '7'], ds)).toBe(true);
    expect(responsibleFilter.own(own(), ['7'], ds)).toBe(false);
  });

  it('created range: items on a bound are accepted either way, outside are not; own actions without a time are unknown', () => {
    const t = micros('2024-05-01T10:00:00.000Z')!;
    const range = { from: t, to: t + 5000 };
    expect(createdFilter.mismatch({ createdTime: '2024-05-01T10:00:00.000Z' }, range)).toBeUndefined();
    expect(createdFilter.mismatch({ createdTime: '2024-05-01T10:00:00.005Z' }, range)).toBeUndefined();
    expect(createdFilter.mismatch({ createdTime: '2024-05-01T10:00:00.006Z' }, range)).toMatch(/after/);
    expect(createdFilter.mismatch({ createdTime: '2024-05-01T09:59:59.999Z' }, range)).toMatch(/before/);
    expect(createdFilter.params(range, ds)).toEqual({ created_at_from: '2024-05-01T10:00:00.000Z', created_at_to: '2024-05-01T10:00:00.005Z' });
    expect(createdFilter.own(own({ createdMicros: t + 1000 }), range, ds)).toBe(true);
    expect(createdFilter.own(own(), range, ds)).toBeUndefined();
  });

  it('combined: every filter sent must hold', () => {
    const v = { statuses: ['In Progress'], responsible_user_ids: ['7'] };
    expect(combinedFilter.params(v, ds)).toEqual({ statuses: 'In Progress', responsible_user_ids: '7' });
    expect(combinedFilter.own(own(), v, ds)).toBe(false);
    expect(combinedFilter.mismatch({ status: 'In Progress', responsibleUsers: [{ id: 7 }] }, v)).toBeUndefined();
    expect(combinedFilter.mismatch({ status: 'Draft', responsibleUsers: [{ id: 7 }] }, v)).toBeDefined();
    expect(combinedFilter.own(own(), {}, ds)).toBe(true);
  });
});

describe('paging helpers', () => {
  it('expectedCount is min(limit, total - offset), never negative', () => {
    expect(expectedCount(100, 0, 30)).toBe(30);
    expect(expectedCount(10, 25, 30)).toBe(5);
    expect(expectedCount(10, 40, 30)).toBe(0);
    expect(expectedCount(1, 0, 30)).toBe(1);
  });

  it('pagingDiscrepancies names duplicated, missing and extra ids', () => {
    expect(pagingDiscrepancies(['1', '2', '3'], ['1', '2', '3'])).toEqual({ duplicated: [], missing: [], extra: [] });
    expect(pagingDiscrepancies(['1', '2', '3', '4'], ['1', '2', '2', '3', '9'])).toEqual({ duplicated: ['2'], missing: ['4'], extra: ['9'] });
  });

  it('firstOutOfOrder finds a pair against the direction, allows ties and skips items without a value', () => {
    const at = (d?: string) => ({ deadline: d ?? null });
    const items = [at('2030-01-01T00:00:00Z'), at(), at('2030-01-01T00:00:00Z'), at('2030-02-01T00:00:00Z')];
    expect(firstOutOfOrder(items, 'deadline', 'asc')).toBeUndefined();
    expect(firstOutOfOrder(items, 'deadline', 'desc')).toEqual([items[2], items[3]]);
    expect(firstOutOfOrder([...items].reverse(), 'deadline', 'desc')).toBeUndefined();
  });
});
