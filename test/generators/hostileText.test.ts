import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_KINDS, HOSTILE_SAMPLES, LONG_TEXT_LENGTH, hostileText } from '../../generators/hostileText.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('hostileText', () => {
  it('draws every kind the class names', () => {
    const sample = fc.sample(hostileText(), { numRuns: 2000, seed: 7 });
    expect(sample.some((s) => s.includes("'"))).toBe(true);
    expect(sample.some((s) => s.includes('%'))).toBe(true);
    expect(sample.some((s) => s.includes('_'))).toBe(true);
    expect(sample.some((s) => s.includes('\\'))).toBe(true);
    expect(sample.some((s) => s.includes('\u0000'))).toBe(true);
    expect(sample.some((s) => s.includes('DROP TABLE'))).toBe(true);
    expect(sample.some((s) => s.includes("' OR '1'='1"))).toBe(true);
    expect(sample.some((s) => s.includes('{{7*7}}'))).toBe(true);
    expect(sample.some((s) => s.includes('<script>'))).toBe(true);
    expect(sample.some((s) => LONE_SURROGATE.test(s))).toBe(true);
    expect(sample.some((s) => s.length >= LONG_TEXT_LENGTH.min)).toBe(true);
  });

  it('keeps to the kinds asked for: no lone surrogate (a URL cannot carry one), no tautology', () => {
    const kinds = HOSTILE_KINDS.filter((k) => k !== 'surrogate' && k !== 'tautology');
    fc.assert(
      fc.property(hostileText({ kinds }), (s) => {
        expect(s).not.toMatch(LONE_SURROGATE);
        expect(s).not.toMatch(/ OR /);
        expect(() => encodeURIComponent(s)).not.toThrow();
      }),
      { numRuns: 500, seed: 11 },
    );
  });

  it('long texts stay within their bounds', () => {
    fc.assert(
      fc.property(hostileText({ kinds: ['long', 'quote'] }), (s) => s.length <= LONG_TEXT_LENGTH.max),
      { numRuns: 300, seed: 3 },
    );
    fc.assert(fc.property(hostileText({ kinds: ['long'] }), (s) => s.length >= LONG_TEXT_LENGTH.min), { numRuns: 50, seed: 3 });
  });

  it('has one sample per kind, each non-empty and JSON-serializable', () => {
    expect(Object.keys(HOSTILE_SAMPLES).sort()).toEqual([...HOSTILE_KINDS].sort());
    for (const s of Object.values(HOSTILE_SAMPLES)) {
      expect(s.length).toBeGreaterThan(0);
      expect(JSON.parse(JSON.stringify(s))).toBe(s);
    }
    expect(HOSTILE_SAMPLES.long.length).toBeGreaterThanOrEqual(LONG_TEXT_LENGTH.min);
    expect(HOSTILE_SAMPLES.surrogate).toMatch(LONE_SURROGATE);
  });

  it('refuses an empty choice of kinds', () => {
    expect(() => hostileText({ kinds: [] })).toThrow();
  });
});
