import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unicodeText } from '../../generators/unicodeText.ts';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (s: string) => [...segmenter.segment(s)].length;

describe('unicodeText', () => {
  it('keeps within the grapheme bounds and never yields lone surrogates', () => {
    fc.assert(
      fc.property(unicodeText({ minLength: 2, maxLength: 12 }), (s) => {
        const n = graphemes(s);
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(12);
        expect(s).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      }),
      { numRuns: 200 },
    );
  });

  it('nonBlank texts hold a visible character', () => {
    fc.assert(fc.property(unicodeText({ minLength: 1, maxLength: 5, nonBlank: true }), (s) => s.trim().length > 0), { numRuns: 200 });
  });

  it('produces non-ASCII text and multi-code-point graphemes', () => {
    const sample = fc.sample(unicodeText({ minLength: 1, maxLength: 20 }), 300);
    expect(sample.some((s) => /[^\x00-\x7f]/.test(s))).toBe(true);
    expect(sample.some((s) => [...s].length > graphemes(s))).toBe(true);
    expect(sample.some((s) => /^[\x20-\x7e]+$/.test(s))).toBe(true);
  });
});
