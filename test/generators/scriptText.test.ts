import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileName } from '../../generators/fileName.ts';
import { SCRIPT_CLASSES, hasScriptClass, scriptText } from '../../generators/scriptText.ts';
import { unicodeText } from '../../generators/unicodeText.ts';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (s: string) => [...segmenter.segment(s)].length;

/** The script classes met by a seeded sample of `arb`. */
function classesIn(arb: fc.Arbitrary<string>, seed: number, numRuns: number): Set<string> {
  const seen = new Set<string>();
  for (const s of fc.sample(arb, { seed, numRuns })) for (const c of SCRIPT_CLASSES) if (hasScriptClass(s, c)) seen.add(c);
  return seen;
}

describe('scriptText', () => {
  it('holds a fragment of every script class when its length allows', () => {
    fc.assert(
      fc.property(scriptText({ minLength: 1, maxLength: 64 }), (s) => {
        for (const c of SCRIPT_CLASSES) expect(hasScriptClass(s, c), `${c} in ${JSON.stringify(s)}`).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps within the grapheme bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }).chain((min) => fc.tuple(fc.constant(min), scriptText({ minLength: min, maxLength: min + 5 }))), ([min, s]) => {
        expect(graphemes(s)).toBeGreaterThanOrEqual(min);
        expect(graphemes(s)).toBeLessThanOrEqual(min + 5);
      }),
      { numRuns: 200 },
    );
  });

  it('is changed by NFC and by NFD normalisation, and holds characters beyond the BMP', () => {
    fc.assert(
      fc.property(scriptText({ maxLength: 64 }), (s) => {
        expect(s.normalize('NFC')).not.toBe(s);
        expect(s.normalize('NFD')).not.toBe(s);
        expect(s).toMatch(/[\u{10000}-\u{10FFFF}]/u);
        expect(s).toMatch(/[\u200B-\u200F\u202A-\u202E]/);
      }),
      { numRuns: 100 },
    );
  });

  // A property that creates data runs 10 times in a default run: every class must be met within as many
  // seeded values of the generators the bodies and documents are made of, for the seeds the tests use, and
  // for all but a small share of seeds (each value is a mix of every class with probability 6/14).
  it.each([1, 20240611])('every class appears within 10 seeded values of unicodeText and of fileName (seed %i)', (seed) => {
    expect([...classesIn(unicodeText({ minLength: 1, maxLength: 80 }), seed, 10)].sort()).toEqual([...SCRIPT_CLASSES].sort());
    expect([...classesIn(fileName(), seed, 10)].sort()).toEqual([...SCRIPT_CLASSES].sort());
  });

  it('misses a class within 10 values of fileName for at most 2% of 300 seeds', () => {
    let misses = 0;
    for (let seed = 1; seed <= 300; seed++) if (classesIn(fileName(), seed, 10).size < SCRIPT_CLASSES.length) misses++;
    expect(misses).toBeLessThanOrEqual(6);
  });
});
