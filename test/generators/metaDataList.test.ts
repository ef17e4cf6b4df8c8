import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metaDataList } from '../../generators/metaDataList.ts';
import { validate } from '../../schemas/index.ts';

describe('metaDataList', () => {
  it('gives valid pairs with unique keys within the bounds', () => {
    fc.assert(
      fc.property(metaDataList({ minItems: 1, maxItems: 6 }), (list) => {
        expect(list.length).toBeGreaterThanOrEqual(1);
        expect(list.length).toBeLessThanOrEqual(6);
        expect(new Set(list.map((i) => i.key)).size).toBe(list.length);
        expect(validate('interface-a/documentBody', { metaData: list })).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('holds every included pair exactly once, at varying positions', () => {
    const include = [
      { key: 'materialId', value: 'M-1' },
      { key: 'revision', value: '2' },
    ];
    const positions = new Set<number>();
    fc.assert(
      fc.property(metaDataList({ include, maxItems: 5 }), (list) => {
        expect(list.length).toBeLessThanOrEqual(5);
        for (const pair of include) expect(list.filter((i) => i.key === pair.key)).toEqual([pair]);
        positions.add(list.findIndex((i) => i.key === 'materialId'));
      }),
      { numRuns: 200 },
    );
    expect(positions.size).toBeGreaterThan(1);
  });

  it('uses unicode keys and values', () => {
    const all = fc.sample(metaDataList({ minItems: 3 }), 50).flat();
    expect(all.some((i) => /[^\x00-\x7f]/.test(i.key + i.value))).toBe(true);
  });
});
