import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Contents, repeatedBase64 } from '../../generators/base64Contents.ts';

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

  it('encodes a repeated pattern as Buffer.alloc(size, pattern) would, for any pattern and size', () => {
    // Sizes around whole periods (3 x pattern length) and below one, where the tail and the padding change.
    const pattern = fc.uint8Array({ minLength: 1, maxLength: 251 });
    const size = fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -2, max: 2 })).map(([k, d]) => Math.max(1, k * 3 + d)));
    fc.assert(
      fc.property(pattern, size, (seed, n) => {
        expect(repeatedBase64(seed, n)).toBe(Buffer.alloc(n, seed).toString('base64'));
      }),
      { seed: 11, numRuns: 2000 },
    );
    // And at the sizes the generator makes, once.
    const seed = Uint8Array.from([1, 2, 3, 4, 5, 6, 7]);
    expect(repeatedBase64(seed, 1_048_583)).toBe(Buffer.alloc(1_048_583, seed).toString('base64'));
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
