// stringifyJson: exactly JSON.stringify where that can write the value, and bigint as exact JSON numbers
// where it cannot; parseJson reads them back exact. jsonBody: the bytes of that text, made without it when
// the value holds long strings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBody, parseJson, stringifyJson } from '../../../src/http/json.ts';

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

describe('jsonBody', () => {
  const bytesOf = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body) : body);
  // Strings long enough for the direct path (64 KiB), of every kind: Base64-like, with what JSON escapes
  // (quotes, backslashes, control characters), and beyond ASCII.
  const longString = fc
    .tuple(fc.string({ unit: fc.constantFrom('A', 'z', '9', '+', '/', '=', ' ', '~', '"', '\\', '\n', '\u0000', 'é', '日', '🙂'), minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 3 }))
    .map(([unit, extra]) => unit.repeat(Math.ceil((64 * 1024) / unit.length) + extra));

  it('is the UTF-8 of stringifyJson for any value, long strings anywhere in it included', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 2 }), longString, longString, fc.string({ unit: 'grapheme' }), (other, long1, long2, name) => {
        const value = { fileName: name, base64EncodedContents: long1, metaData: [{ key: name, value: long2 }], other, again: long1 };
        expect(bytesOf(jsonBody(value)).equals(Buffer.from(stringifyJson(value)))).toBe(true);
      }),
      { seed: 21, numRuns: 150 },
    );
  });

  it('writes a long plain string into the bytes directly, and anything else as the text', () => {
    const contents = 'QUJD'.repeat(20_000);
    const direct = jsonBody({ fileName: 'Grüße.pdf', base64EncodedContents: contents });
    expect(Buffer.isBuffer(direct)).toBe(true);
    expect(JSON.parse(bytesOf(direct).toString('utf8'))).toEqual({ fileName: 'Grüße.pdf', base64EncodedContents: contents });
    expect(jsonBody({ fileName: 'short', list: [1, 'two'] })).toBe('{"fileName":"short","list":[1,"two"]}');
    // Long, but JSON must escape it: the text.
    expect(typeof jsonBody({ text: '"'.repeat(70_000) })).toBe('string');
  });

  it('falls back to the text for a bigint beside a long string, and for a short string that reads as its marker', () => {
    const contents = 'QUJD'.repeat(20_000);
    for (const value of [{ id: 2n ** 63n - 1n, contents }, { fake: '\u0000long0\u0000', contents }, { fake: '\u0000long1\u0000', contents }]) {
      expect(bytesOf(jsonBody(value)).toString('utf8')).toBe(stringifyJson(value));
    }
  });
});
