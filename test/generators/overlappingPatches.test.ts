import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlappingPatches } from '../../generators/overlappingPatches.ts';

const FIELDS = { title: fc.string({ minLength: 1, maxLength: 4 }), description: fc.string({ maxLength: 4 }), deadline: fc.integer({ min: 0, max: 50 }) };

describe('overlappingPatches', () => {
  it('gives count patches of the same fields, each value written by one patch only', () => {
    fc.assert(
      fc.property(overlappingPatches(FIELDS, 8), (patches) => {
        expect(patches).toHaveLength(8);
        for (const p of patches) expect(Object.keys(p).sort()).toEqual(Object.keys(FIELDS).sort());
        for (const f of Object.keys(FIELDS)) expect(new Set(patches.map((p) => JSON.stringify(p[f]))).size).toBe(8);
      }),
      { numRuns: 100 },
    );
  });

  it('rotates the order of the fields from one patch to the next', () => {
    const [patches] = fc.sample(overlappingPatches(FIELDS, 4), { seed: 3, numRuns: 1 });
    expect(patches.map((p) => Object.keys(p)[0])).toEqual(['title', 'description', 'deadline', 'title']);
  });
});
