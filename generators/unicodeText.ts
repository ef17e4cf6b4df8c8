// Text as users type it: any printable grapheme (accents, CJK, emoji sequences, right-to-left scripts),
// plain ASCII, a few strings that commonly break quoting, escaping or length arithmetic, and mixes of every
// script class in both normal forms (scriptText), so that each field drawn from it meets them all.
import fc from 'fast-check';
import { scriptText } from './scriptText.ts';

export interface UnicodeTextOptions {
  /** Lengths count graphemes (user-perceived characters), not UTF-16 code units. */
  minLength?: number;
  maxLength?: number;
  /** At least one non-whitespace character. */
  nonBlank?: boolean;
}

const TRICKY = [
  'Grüße aus Köln',
  'naïve café', // precomposed
  'nai\u0308ve cafe\u0301', // combining marks
  '日本語のテキスト',
  '中文测试',
  'עברית וערבית: العربية',
  '👩‍👩‍👧‍👦 family',
  '🇩🇪🇫🇮🇯🇵',
  '"quoted" \\ back\\slash / slash',
  "it's O'Brien -- ; DROP TABLE x",
  '<b>bold</b> &amp; <script>alert(1)</script>',
  'line one\nline two\ttabbed',
  '\u2028separator\u2029',
  'zero\u200Bwidth\u200Djoiner',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝟙𝟚𝟛',
  '%s %d {0} ${x} {{y}}',
];

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function graphemeCount(s: string): number {
  let n = 0;
  for (const _ of segmenter.segment(s)) n++;
  return n;
}

/** The tricky strings with their lengths in graphemes, counted once: the arbitrary is made anew for every field. */
let trickyCounted: { text: string; graphemes: number }[] | undefined;

export function unicodeText(options: UnicodeTextOptions = {}): fc.Arbitrary<string> {
  const minLength = options.minLength ?? 0;
  const maxLength = options.maxLength ?? 64;
  const lengths = { minLength, maxLength };
  const branches: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.string({ unit: 'grapheme', ...lengths }), weight: 5 },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', ...lengths }), weight: 2 },
    { arbitrary: scriptText(lengths), weight: 6 },
  ];
  trickyCounted ??= TRICKY.map((text) => ({ text, graphemes: graphemeCount(text) }));
  const tricky = trickyCounted.filter(({ graphemes }) => graphemes >= minLength && graphemes <= maxLength).map(({ text }) => text);
  if (tricky.length > 0) branches.push({ arbitrary: fc.constantFrom(...tricky), weight: 1 });
  const text = fc.oneof(...branches);
  return options.nonBlank ? text.filter((s) => s.trim().length > 0) : text;
}
