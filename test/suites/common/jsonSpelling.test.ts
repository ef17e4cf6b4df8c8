// Another spelling of a JSON text reads as the same value, with every number and string as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { respell, withEscapes, withExponent } from '../../../suites/common/jsonSpelling.ts';

const SEED = 20240611;

describe('respell', () => {
  it('gives a text that parses to the same value, for any JSON value and either spelling', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), fc.boolean(), (value, reverseMembers, whitespace) => {
        const text = JSON.stringify(value);
        expect(JSON.parse(respell(text, { reverseMembers, whitespace }))).toEqual(JSON.parse(text));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('reverses the members of every object and keeps numbers byte for byte', () => {
    expect(respell('{"a":1.50,"b":{"c":12345678901234567890,"d":"x,\\"}"},"e":[{"f":1,"g":2}]}', { reverseMembers: true })).toBe(
      '{"e":[{"g":2,"f":1}],"b":{"d":"x,\\"}","c":12345678901234567890},"a":1.50}',
    );
  });

  it('puts tabs, line feeds and carriage returns between the tokens', () => {
    const text = respell('{"a":[1,2],"b":{}}', { whitespace: true });
    for (const c of ['\t', '\n', '\r', ' ']) expect(text).toContain(c);
    expect(text.replace(/[ \t\n\r]/g, '')).toBe('{"a":[1,2],"b":{}}');
  });

  it('refuses a text that is no JSON', () => {
    expect(() => respell('{"a":1', {})).toThrow(SyntaxError);
    expect(() => respell('[1,2] x', {})).toThrow(SyntaxError);
  });
});

describe('decimal numbers with an exponent', () => {
  it('keep their value digit for digit, integers untouched', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 }), (units, scale) => {
        const text = scale === 0 ? String(units) : (units / 10 ** scale).toFixed(scale);
        const spelt = withExponent(text);
        expect(Number(spelt)).toBe(Number(text));
        if (text.includes('.') && /[1-9]/.test(text)) expect(spelt).toMatch(/^-?\d(\.\d+)?[eE]-?\d+$/);
        if (!text.includes('.')) expect(spelt).toBe(text);
      }),
      { seed: 11, numRuns: 500 },
    );
    expect(withExponent('374375081.76')).toBe('3.7437508176E8');
    expect(withExponent('0.04')).toBe('4e-2');
    expect(respell('{"a":[1.5,{"b":-0.25}],"c":7}', { exponentNumbers: true })).toBe('{"a":[1.5E0 ,{"b":-2.5e-1}],"c":7}');
  });

  it('writes every string with escapes for all but printable ASCII, as the same value, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'grapheme' }), (value) => {
        const text = JSON.stringify(value);
        const escaped = respell(text, { escapedText: true });
        expect(escaped).toMatch(/^[\x20-\x7e]*$/);
        expect(JSON.parse(escaped)).toEqual(JSON.parse(text));
      }),
      { seed: SEED, numRuns: 300 },
    );
    expect(withEscapes('"a/b 📄"')).toBe('"a\\/b \\ud83d\\udcc4"');
  });
});
