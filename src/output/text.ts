// Text that comes from the target (bodies, headers, messages quoting them) is hostile: it may carry
// terminal escapes, characters XML forbids, or bidi overrides that make a line read differently
// than it is. Every reporter passes such text through `clean` before it prints or writes it.

const UNSAFE =
  // C0 controls except tab and newline, DEL, C1 controls, lone surrogates, U+FFFE/U+FFFF, bidi controls, line/paragraph separators.
  /[\x00-\x08\x0B-\x1F\x7F-\x9F\uFFFE\uFFFF\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function escapeChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code >= 0xd800 && code <= 0xdfff) return '\uFFFD';
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Makes any value printable: unsafe characters become visible escapes (`\x1b`), newlines and tabs stay. */
export function clean(value: unknown): string {
  return toText(value).replace(UNSAFE, escapeChar);
}

/** `clean`, on one line: newlines become a visible `\n`. */
export function cleanLine(value: unknown): string {
  return clean(value).replace(/\r?\n/g, '\\n').replace(/\t/g, ' ');
}

/** Replacer for JSON.stringify: bigint has no JSON form, so it is written as its decimal string. */
export function bigintReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** Any value as text; evidence is typed as strings, but a reporter must not throw on anything else. */
export function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value, bigintReplacer) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Cuts text to `max` characters, saying how much was left out. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes}m${Math.round((ms % 60_000) / 1000)}s`;
}
