import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forWrites, idShape } from '../../generators/idShape.ts';

describe('idShape', () => {
  it('offers every kind around a numeric own id, the unknown one and beyond int64', () => {
    const kinds = new Set(fc.sample(idShape({ own: '42', unknown: '9223372036854775807' }), { numRuns: 500, seed: 1 }).map((s) => s.kind));
    for (const k of ['own', 'unknown', 'non-numeric', 'negative', 'zero', 'beyond-int64', 'percent-oddity', 'non-ascii']) expect(kinds.has(k as never), k).toBe(true);
    expect(kinds.has('absent')).toBe(false);
  });

  it('builds every odd shape around the own id, so a lenient parse lands on the run\'s own record', () => {
    for (const s of fc.sample(idShape({ own: '42' }), { numRuns: 300, seed: 2 })) {
      if (s.readOnly) continue;
      const lenient = s.id === undefined ? NaN : Number.parseInt(s.id.replace(/^[+@-]/, ''), 10);
      if (!Number.isNaN(lenient) && s.kind !== 'beyond-int64') expect(lenient, s.id).toBe(42);
      if (s.kind === 'beyond-int64') expect(BigInt(s.id!) % 2n ** 64n === 42n || BigInt(s.id!) === 2n ** 63n, s.id).toBe(true);
    }
  });

  it('gives writes no shape that could name another record', () => {
    for (const s of fc.sample(idShape({ own: '42' }), { numRuns: 300, seed: 3 })) {
      const w = forWrites(s, '42');
      expect(w.readOnly).toBeUndefined();
      expect(w.id).not.toBe('0');
    }
  });

  it('leaves a parameter out when asked, and keeps non-numeric own ids free of number shapes', () => {
    const shapes = fc.sample(idShape({ own: 'cf-x-s-ab12', absent: true }), { numRuns: 300, seed: 4 });
    expect(shapes.some((s) => s.kind === 'absent' && s.id === undefined)).toBe(true);
    expect(shapes.some((s) => s.kind === 'zero' || s.kind === 'beyond-int64')).toBe(false);
    for (const s of shapes) if (s.id !== undefined) expect(s.id).toContain('cf-x-s-ab12');
  });

  it('keeps to visible ASCII when the id travels in a header', () => {
    for (const s of fc.sample(idShape({ own: '42', headerSafe: true }), { numRuns: 300, seed: 5 })) {
      if (s.id !== undefined) expect(s.id).toMatch(/^[\x21-\x7e]+$/);
    }
  });
});
