// Another spelling of a JSON text reads as the same value, with every number and string as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { respell } from '../../../suites/common/jsonSpelling.ts';

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
