import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_B } from '../../src/defaults.ts';
import { overlappingCreates } from '../../generators/overlappingCreates.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import { validate } from '../../schemas/index.ts';

describe('overlappingCreates', () => {
  it('gives count valid bodies with distinct plain titles carrying the marker', () => {
    fc.assert(
      fc.property(overlappingCreates(validActionBody(DEFAULT_FIXTURES_B, { maxFileBytes: 16 }), 8, 'cf-1'), (bodies) => {
        expect(bodies).toHaveLength(8);
        expect(new Set(bodies.map((b) => b.title)).size).toBe(8);
        for (const [k, b] of bodies.entries()) {
          expect(b.title).toMatch(new RegExp(`^cf-1 overlapping create [a-z0-9]{6} #${k}$`));
          expect(validate('interface-b/actionCreate', b)).toEqual([]);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses fewer than two bodies', () => {
    expect(() => overlappingCreates(fc.constant({}), 1, 'm')).toThrow();
  });
});
