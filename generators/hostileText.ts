// Text that trips implementations which treat input as anything but text: quotes and LIKE wildcards for
// SQL built by concatenation, backslashes for escaping code, control characters (NUL among them, which
// PostgreSQL refuses in text columns), SQL, template and format syntax, HTML, lone UTF-16 surrogates
// (JSON carries them as `\udXXX` escapes; many decoders refuse them) and texts of 10,000+ characters
// (fixed-width columns). A conforming implementation stores or refuses each with a 4xx, never a 5xx.
import fc from 'fast-check';

export const HOSTILE_KINDS = [
  'quote',
  'like',
  'backslash',
  'control',
  'sql',
  'tautology',
  'template',
  'html',
  'surrogate',
  'long',
] as const;

export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** Length of the long texts: beyond the 255 or 4,000 characters of common column types, well beyond 10,000. */
export const LONG_TEXT_LENGTH = { min: 10_000, max: 12_000 } as const;

/**
 * Pieces of each kind. SQL never names a table of anyone's data: a statement that does run drops a table
 * that does not exist. Tautologies (`' OR '1'='1`) widen a WHERE clause: callers leave them out of ids
 * that select what a write changes.
 */
const PIECES: Record<Exclude<HostileKind, 'long'>, readonly string[]> = {
  quote: ["'", '"', '`', "O'Brien", 'say "hi"', "''", '\u2019'],
  like: ['%', '_', '100%', 'a_b', '%%', '[a-z]%', '%_%'],
  backslash: ['\\', 'C:\\temp\\new', '\\u0000', "\\'", '\\\\', 'a\\'],
  control: ['\u0000', 'a\u0000b', '\u0001\u0002\u001f', '\u007f', '\r\n', '\t', '\b\f\v', '\u001b[31m'],
  sql: ["'; DROP TABLE conformance_probe_absent; --", "'); SELECT pg_sleep(0); --", '1; --', "' UNION SELECT NULL --", '/* */'],
  tautology: ["' OR '1'='1", '" OR ""="', "x' OR 1=1 --", "') OR ('a'='a"],
  template: ['{{7*7}}', '${7*7}', '<%= 7*7 %>', '#{7*7}', '%s%n%x%d', '{0}{1}', '%(name)s', '[[${7*7}]]'],
  html: ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '&amp;&lt;&#0;', ']]><!--', '</textarea>'],
  surrogate: ['\uD800', 'x\uDC00y', '\uDBFF\uDBFF', '\uDFFF\uD800'],
};

/** One representative of each kind: what a check sends once per kind before it samples. */
export const HOSTILE_SAMPLES: Readonly<Record<HostileKind, string>> = {
  quote: `O'Brien said "it's fine"`,
  like: '100%_done',
  backslash: 'C:\\temp\\new\\',
  control: 'nul\u0000tab\tbell\u0007esc\u001b',
  sql: "'; DROP TABLE conformance_probe_absent; --",
  tautology: "' OR '1'='1",
  template: '{{7*7}} ${7*7} <%= 7*7 %> %s%n',
  html: '<script>alert(1)</script>',
  surrogate: 'lone \uD800 surrogate',
  long: longText("'%_\\<x>é", LONG_TEXT_LENGTH.min),
};

export interface HostileTextOptions {
  /** The kinds to draw from; default all. */
  kinds?: readonly HostileKind[];
}

/** `seed` repeated (and cut) to exactly `length` UTF-16 units, never splitting a surrogate pair. */
function longText(seed: string, length: number): string {
  let s = seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
  if (/[\uD800-\uDBFF]$/.test(s)) s = `${s.slice(0, -1)}x`;
  return s;
}

/** A hostile text of the given kinds: a piece alone, a piece inside ordinary text, two pieces, or a long text. */
export function hostileText(options: HostileTextOptions = {}): fc.Arbitrary<string> {
  const kinds = options.kinds ?? HOSTILE_KINDS;
  if (kinds.length === 0) throw new Error('hostileText needs at least one kind');
  const pieces = kinds.flatMap((k) => (k === 'long' ? [] : PIECES[k]));
  const parts: fc.Arbitrary<string>[] = [];
  if (pieces.length > 0) {
    const piece = fc.constantFrom(...pieces);
    const plain = fc.string({ unit: fc.constantFrom(...'abc XYZ-019'), maxLength: 8 });
    parts.push(piece, fc.tuple(plain, piece, plain).map(([a, p, b]) => `${a}${p}${b}`), fc.tuple(piece, piece).map(([a, b]) => a + b));
  }
  if (kinds.includes('long')) {
    // Long texts carry hostile characters of the chosen kinds too, when there are any.
    const seed = pieces.length > 0 ? fc.tuple(fc.constantFrom(...pieces), fc.constantFrom('x', 'é', '日', ' ')).map(([p, f]) => p + f) : fc.constant('x');
    parts.push(fc.tuple(seed, fc.integer(LONG_TEXT_LENGTH)).map(([s, n]) => longText(s, n)));
  }
  return fc.oneof(...parts);
}
