import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { literalsPattern } from '../../../src/http/literals.ts';

/** The plain way: an alternation, longest first, each string escaped. */
function alternation(strings: string[], flags: string): RegExp {
  const sorted = [...new Set(strings)].filter((s) => s !== '').sort((a, b) => b.length - a.length);
  return new RegExp(sorted.map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|') || '(?!)', flags);
}

// Few letters, so that strings share prefixes, end inside one another and overlap in texts; syntax
// characters and a surrogate pair, so that escaping and code points are exercised.
const letter = fc.constantFrom('a', 'b', 'c', '.', '*', '(', ')', '|', '\\', '/', '[', ']', '?', '$', '^', '-', '😀', 'é');
const word = fc.string({ unit: letter, minLength: 0, maxLength: 8 });

describe('literalsPattern', () => {
  it('replaces exactly what an alternation of the same strings, longest first, replaces', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), fc.string({ unit: letter, maxLength: 60 }), (strings, text) => {
        expect(text.replace(literalsPattern(strings, 'g'), '<r>')).toBe(text.replace(alternation(strings, 'g'), '<r>'));
        expect(literalsPattern(strings).test(text)).toBe(alternation(strings, '').test(text));
      }),
      { seed: 20261126, numRuns: 2000 },
    );
  });

  it('matches the longer of two strings that start alike, and nothing when given nothing', () => {
    expect('xabcdx'.replace(literalsPattern(['ab', 'abcd'], 'g'), '_')).toBe('x_x');
    expect('xabcex'.replace(literalsPattern(['ab', 'abcd'], 'g'), '_')).toBe('x_cex');
    expect(literalsPattern([]).test('anything')).toBe(false);
    expect(literalsPattern(['']).test('anything')).toBe(false);
  });
});
