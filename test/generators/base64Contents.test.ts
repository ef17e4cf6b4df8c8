import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Contents } from '../../generators/base64Contents.ts';

const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

describe('base64Contents', () => {
  it('gives padded standard Base64 of exactly `bytes` bytes, within the bounds', () => {
    fc.assert(
      fc.property(base64Contents({ minBytes: 1, maxBytes: 300 }), ({ bytes, base64 }) => {
        expect(bytes).toBeGreaterThanOrEqual(1);
        expect(bytes).toBeLessThanOrEqual(300);
        expect(base64).toMatch(STRICT_BASE64);
        const decoded = Buffer.from(base64, 'base64');
        expect(decoded.length).toBe(bytes);
        expect(decoded.toString('base64')).toBe(base64);
      }),
      { numRuns: 200 },
    );
  });

  it('defaults to at most 4 KiB', () => {
    for (const c of fc.sample(base64Contents(), 200)) expect(c.bytes).toBeLessThanOrEqual(4096);
  });

  it('makes megabytes cheaply', () => {
    const sample = fc.sample(base64Contents({ minBytes: 2_000_000, maxBytes: 3_000_000 }), 10);
    for (const { bytes, base64 } of sample) {
      expect(bytes).toBeGreaterThanOrEqual(2_000_000);
      expect(bytes).toBeLessThanOrEqual(3_000_000);
      const decoded = Buffer.from(base64, 'base64');
      expect(decoded.length).toBe(bytes);
      // Cheap by construction: a short pattern repeated, not megabytes of random draws (a shift by the
      // pattern's length leaves the content unchanged).
      let period = 1;
      while (period <= 251 && !decoded.subarray(period).equals(decoded.subarray(0, bytes - period))) period++;
      expect(period, 'length of the repeated pattern').toBeLessThanOrEqual(251);
    }
  });

  it('mixes random and large contents when the range spans both', () => {
    const sizes = fc.sample(base64Contents({ maxBytes: 1_000_000 }), 200).map((c) => c.bytes);
    expect(sizes.some((n) => n <= 64 * 1024)).toBe(true);
    expect(sizes.some((n) => n > 64 * 1024)).toBe(true);
  });

  it('refuses an empty range', () => {
    expect(() => base64Contents({ minBytes: 10, maxBytes: 5 })).toThrow(RangeError);
  });
});
