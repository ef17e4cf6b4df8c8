import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeString, withOffset } from '../../generators/dateTimeString.ts';

describe('dateTimeString', () => {
  it('gives RFC 3339 UTC with milliseconds between 2000 and 2100', () => {
    fc.assert(
      fc.property(dateTimeString(), (s) => {
        expect(s).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(new Date(s).toISOString()).toBe(s);
        expect(s >= '2000-01-01T00:00:00.000Z' && s < '2100-01-01T00:00:00.000Z').toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("with zone 'any' states an instant exactly, in any offset and with 0 to 3 fraction digits", () => {
    fc.assert(
      fc.property(dateTimeString({ zone: 'any' }), (s) => {
        expect(s).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/);
        const ms = Date.parse(s);
        expect(Number.isFinite(ms)).toBe(true);
        // Written back with the same offset and digits, the instant gives the same text: nothing was dropped.
        const m = /(?:\.(\d+))?(Z|([+-])(\d{2}):(\d{2}))$/.exec(s)!;
        const offset = m[2] === 'Z' ? null : (m[3] === '-' ? -1 : 1) * (Number(m[4]) * 60 + Number(m[5]));
        expect(withOffset(ms, offset, (m[1]?.length ?? 0) as 0 | 1 | 2 | 3)).toBe(s);
      }),
      { numRuns: 300 },
    );
  });

  it("with zone 'any' a seeded sample meets Z, positive, negative and non-whole-hour offsets and millisecond fractions", () => {
    const sample = fc.sample(dateTimeString({ zone: 'any' }), { seed: 7, numRuns: 40 });
    expect(sample.some((s) => s.endsWith('Z'))).toBe(true);
    expect(sample.some((s) => /\+\d{2}:\d{2}$/.test(s) && !s.endsWith('+00:00'))).toBe(true);
    expect(sample.some((s) => /-\d{2}:\d{2}$/.test(s))).toBe(true);
    expect(sample.some((s) => /[+-]\d{2}:(30|45)$/.test(s))).toBe(true);
    expect(sample.some((s) => /\.\d{3}[Z+-]/.test(s) && !/\.000/.test(s))).toBe(true);
  });

  it('withOffset writes the wall time of the offset', () => {
    const ms = Date.UTC(2024, 0, 31, 23, 30, 15, 123);
    expect(withOffset(ms, 120, 3)).toBe('2024-02-01T01:30:15.123+02:00');
    expect(withOffset(ms, -330, 1)).toBe('2024-01-31T18:00:15.1-05:30');
    expect(withOffset(ms, null, 0)).toBe('2024-01-31T23:30:15Z');
  });
});

describe('calendar edge days', () => {
  it('come up in both forms: 29 February of a leap year among them, always a valid date', () => {
    for (const zone of ['utc', 'any'] as const) {
      const values = fc.sample(dateTimeString({ zone }), { seed: 7, numRuns: 400 });
      expect(values.some((v) => /^\d{4}-02-29T/.test(v)), zone).toBe(true);
      for (const v of values.filter((x) => /-02-29T/.test(x))) expect([2000, 2028, 2096]).toContain(Number(v.slice(0, 4)));
      for (const v of values) expect(Number.isNaN(Date.parse(v)), v).toBe(false);
    }
  });

  it('stay within min and max', () => {
    const min = new Date(Date.UTC(2027, 0, 1));
    const max = new Date(Date.UTC(2029, 0, 1));
    for (const v of fc.sample(dateTimeString({ min, max }), { seed: 8, numRuns: 300 })) {
      expect(Date.parse(v)).toBeGreaterThanOrEqual(min.getTime());
      expect(Date.parse(v)).toBeLessThanOrEqual(max.getTime());
    }
  });
});
