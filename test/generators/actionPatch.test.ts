import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_B } from '../../src/defaults.ts';
import { actionPatch } from '../../generators/actionPatch.ts';
import { actionCreateFields } from '../../schemas/interface-b/actionCreate.ts';
import { validate } from '../../schemas/index.ts';

describe('actionPatch', () => {
  it('gives non-empty subsets of valid creation fields', () => {
    fc.assert(
      fc.property(actionPatch(DEFAULT_FIXTURES_B, { maxFileBytes: 64 }), (patch) => {
        const keys = Object.keys(patch);
        expect(keys.length).toBeGreaterThan(0);
        for (const k of keys) expect(Object.keys(actionCreateFields)).toContain(k);
        expect(validate('interface-b/actionPatch', patch)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('varies which fields change, down to a single one', () => {
    const sample = fc.sample(actionPatch(DEFAULT_FIXTURES_B, { maxFileBytes: 16 }), 300);
    expect(sample.some((p) => Object.keys(p).length === 1)).toBe(true);
    expect(sample.some((p) => Object.keys(p).length > 5)).toBe(true);
    expect(new Set(sample.flatMap((p) => Object.keys(p))).size).toBe(13);
  });

  it('keeps the marker on a changed title', () => {
    fc.assert(
      fc.property(actionPatch(DEFAULT_FIXTURES_B, { marker: 'cf-9', maxFileBytes: 16 }), (p) =>
        p.title === undefined || p.title.startsWith('cf-9 '),
      ),
      { numRuns: 100 },
    );
  });
});
