// The platform's own serializer must write exactly what lossless-json's stringify writes: it replaces it
// on every answer for speed only.
import fc from 'fast-check';
import { LosslessNumber, stringify } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { serialize } from '../../../reference/interface-b/json.ts';

const leaf = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.bigInt(),
  fc.stringMatching(/^-?(0|[1-9]\d{0,30})(\.\d{1,20})?([eE][+-]?\d{1,3})?$/).map((s) => new LosslessNumber(s)),
  fc.date({ noInvalidDate: true }),
  fc.constant(() => 1),
  fc.constant(Symbol('s')),
  fc.constant(new Number(4)),
  fc.constant(new String('boxed')),
  fc.constant(new Boolean(false)),
);

const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object'), tie('withToJSON')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string(), tie('value'), { maxKeys: 5 }),
  withToJSON: tie('value').map((inner) => ({ toJSON: () => inner, ignored: 1 })),
})).value;

describe('serialize', () => {
  it('writes what lossless-json writes, for any value', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(serialize(v)).toBe(stringify(v) ?? 'null');
      }),
      { numRuns: 2000 },
    );
  });

  it('writes identifiers beyond 2^53 and numbers as sent, digit for digit', () => {
    const text = serialize({ id: 2n ** 63n + 1n, estimate: new LosslessNumber('1.50'), list: [undefined, () => 0, 3], gone: undefined });
    expect(text).toBe('{"id":9223372036854775809,"estimate":1.50,"list":[null,null,3]}');
  });
});
