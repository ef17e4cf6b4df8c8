import { describe, expect, it } from 'vitest';
import { Series } from '../../../load/simulate/series.ts';

describe('per-second series', () => {
  it('has one point per second with that second’s counts and percentiles', () => {
    const s = new Series(0);
    for (let i = 0; i < 100; i++) s.record(10 + i, 5, false, 0);
    for (let i = 0; i < 50; i++) s.record(1200 + i, 50, i < 5, i < 2 ? 1 : 0);
    s.finish(2500);
    const p = s.points();
    expect(p.map((x) => x.count)).toEqual([100, 50, 0]);
    expect(p[0]).toMatchObject({ t: 0, seconds: 1, errors: 0, throttled: 0 });
    // Three significant digits (HDR histogram).
    expect(p[0].p50).toBeCloseTo(5, 1);
    expect(p[0].p99).toBeCloseTo(5, 1);
    expect(p[1]).toMatchObject({ t: 1, errors: 5, throttled: 2 });
    expect(p[1].p50).toBeCloseTo(50, 0);
    expect(p[2].seconds).toBeCloseTo(0.5);
  });

  it('stays within its cap however long it runs, merging neighbours and keeping the worst p99', () => {
    const s = new Series(0, 8);
    for (let sec = 0; sec < 1000; sec++) s.record(sec * 1000 + 1, sec === 500 ? 900 : 1, false, 0);
    s.finish(1000 * 1000);
    const p = s.points();
    expect(p.length).toBeLessThanOrEqual(8);
    expect(p.reduce((a, x) => a + x.count, 0)).toBe(1000);
    expect(Math.max(...p.map((x) => x.p99))).toBeGreaterThanOrEqual(899);
    expect(p[p.length - 1].t + p[p.length - 1].seconds).toBeCloseTo(1000, 0);
  });
});
