// Text that mixes every script class a store can mangle: Latin with diacritics in both normal forms (NFC
// precomposed and NFD decomposed, so that normalising either way changes it), CJK, right-to-left scripts,
// characters beyond the Basic Multilingual Plane (emoji, a 4-byte CJK ideograph), combining marks with no
// precomposed form, and invisible format marks (bidi and zero-width). Each value carries one fragment of
// every class (as many as its length allows, the classes in a random order), so that a store which
// normalises, narrows to 3-byte UTF-8 or strips marks changes the text on every run, not by chance.
import fc from 'fast-check';

export type ScriptClass = 'latin-nfc' | 'latin-nfd' | 'cjk' | 'rtl' | 'astral' | 'combining' | 'format-marks';

/** Fragments of each class; each is one to three graphemes and none is whitespace at its edges. */
export const SCRIPT_FRAGMENTS: Readonly<Record<ScriptClass, readonly string[]>> = {
  'latin-nfc': ['Grüße', 'café', 'Ångström', 'Łódź', 'São'],
  // The decomposed forms of precomposed letters: NFC turns each into a shorter string.
  'latin-nfd': ['u\u0308ber', 'cafe\u0301', 'A\u030Angstro\u0308m', 'n\u0303', 'Sa\u0303o'],
  cjk: ['日本語', '中文', '한국어', 'テスト'],
  rtl: ['עברית', 'العربية', 'فارسی'],
  // Astral: 4 bytes in UTF-8, a surrogate pair in UTF-16 (MySQL's utf8mb3 cannot hold them).
  astral: ['😀', '👩‍💻', '🇫🇮', '𠜎', '𝔘𝔫𝔦'],
  // Combining sequences without a precomposed letter: NFC leaves them as they are, NFD too.
  combining: ['q\u0323\u0307', 'x\u0303', 'a\u0332b\u0332'],
  // Right-to-left mark, zero-width space, zero-width joiner, left-to-right embedding and pop.
  'format-marks': ['a\u200Fb', 'c\u200Bd', 'e\u200Df', '\u202Ag\u202C'],
};

export const SCRIPT_CLASSES = Object.keys(SCRIPT_FRAGMENTS) as ScriptClass[];

/** Whether `text` holds a fragment of the class (the test of the generator and the checks' notes use it). */
export function hasScriptClass(text: string, cls: ScriptClass): boolean {
  return SCRIPT_FRAGMENTS[cls].some((f) => text.includes(f));
}

export interface ScriptTextOptions {
  /** Bounds in graphemes; default 0 and 64. Fragments beyond maxLength are left out. */
  minLength?: number;
  maxLength?: number;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function graphemes(s: string): number {
  let n = 0;
  for (const _ of segmenter.segment(s)) n++;
  return n;
}

const fragmentLengths = new Map<string, number>(Object.values(SCRIPT_FRAGMENTS).flatMap((list) => list.map((f): [string, number] => [f, graphemes(f)])));
const fragmentLength = (f: string): number => fragmentLengths.get(f) ?? graphemes(f);
const glueLength = (glue: string): number => (glue === '' ? 0 : 1);

export function scriptText(options: ScriptTextOptions = {}): fc.Arbitrary<string> {
  const minLength = options.minLength ?? 0;
  const maxLength = options.maxLength ?? 64;
  const pick = fc.tuple(...SCRIPT_CLASSES.map((c) => fc.constantFrom(...SCRIPT_FRAGMENTS[c])));
  return fc
    .tuple(fc.shuffledSubarray(SCRIPT_CLASSES.map((_, i) => i), { minLength: SCRIPT_CLASSES.length }), pick, fc.constantFrom(' ', '-', '_', ''))
    .map(([order, fragments, glue]) => {
      // Whole fragments only, as many as fit: a fragment cut in half would no longer be of its class.
      // Counted fragment by fragment (each was segmented once, at load): no fragment or glue joins the
      // grapheme before it, so the counts add up; segmenting the growing text at each step cost more than
      // the rest of drawing a value.
      let out = '';
      let have = 0;
      for (const i of order) {
        const adds = (out === '' ? 0 : glueLength(glue)) + fragmentLength(fragments[i]);
        if (have + adds > maxLength) break;
        out = out === '' ? fragments[i] : `${out}${glue}${fragments[i]}`;
        have += adds;
      }
      // Short texts below the minimum are padded with plain letters (never whitespace, which may be trimmed),
      // each one grapheme of its own.
      return have < minLength ? out + 'x'.repeat(minLength - have) : out;
    });
}
