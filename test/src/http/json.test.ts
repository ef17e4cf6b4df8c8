// stringifyJson: exactly JSON.stringify where that can write the value, and bigint as exact JSON numbers
// where it cannot; parseJson reads them back exact.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson, stringifyJson } from '../../../src/http/json.ts';

describe('stringifyJson', () => {
  it('writes what JSON.stringify writes for any JSON value, with or without indentation', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2), (value, space) => {
        expect(stringifyJson(value, space)).toBe(JSON.stringify(value, null, space));
      }),
      { seed: 5, numRuns: 500 },
    );
  });

  it('writes bigint values as exact numbers anywhere in the value, read back exact', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.constantFrom(undefined, 2), (other, big, space) => {
        const value = { id: big, other, list: [big, { nested: big }] };
        const text = stringifyJson(value, space);
        expect(text).toContain(big.toString());
        const back = parseJson(text) as { id: unknown; list: [unknown, { nested: unknown }] };
        const exact = (n: unknown) => (typeof n === 'bigint' ? n : BigInt(n as number));
        expect(exact(back.id)).toBe(big);
        expect(exact(back.list[0])).toBe(big);
        expect(exact(back.list[1].nested)).toBe(big);
      }),
      { seed: 6, numRuns: 300 },
    );
  });

  it('still refuses a cycle', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(() => stringifyJson(a)).toThrow(TypeError);
  });
});
