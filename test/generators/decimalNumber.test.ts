import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalNumber } from '../../generators/decimalNumber.ts';

describe('decimalNumber', () => {
  it('stays finite, in range, without -0, with at most the given decimals, and survives JSON', () => {
    fc.assert(
      fc.property(decimalNumber({ min: -1000, max: 1e9, fractionDigits: 2 }), (n) => {
        expect(Number.isFinite(n)).toBe(true);
        expect(Object.is(n, -0)).toBe(false);
        expect(n).toBeGreaterThanOrEqual(-1000);
        expect(n).toBeLessThanOrEqual(1e9);
        expect(String(n)).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(JSON.parse(JSON.stringify(n))).toBe(n);
      }),
      { numRuns: 200 },
    );
  });

  it('produces fractions', () => {
    expect(fc.sample(decimalNumber({ min: 0, max: 100 }), 100).some((n) => !Number.isInteger(n))).toBe(true);
  });
});
