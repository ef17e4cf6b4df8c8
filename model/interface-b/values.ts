// What "the value written" reads back as, from what part 2.2 states of each field's type. Text is a
// "string", with nothing said about keeping it verbatim: surrounding whitespace may be trimmed (never more
// changed). A date-time is an instant; the precision a platform keeps is not shown, so it is compared to the
// second. Ids are integers (int64), compared as decimal text, since they may exceed 2^53.

/** The text sent, or the text sent without surrounding whitespace. */
export function sameText(sent: string, got: unknown): boolean {
  return typeof got === 'string' && (got === sent || got === sent.trim());
}

const RFC3339 = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Milliseconds since the epoch of an RFC 3339 date-time (fraction cut to the millisecond), or undefined. */
export function instantOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = RFC3339.exec(value);
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}T${m[2]}${(m[3] ?? '').slice(0, 4)}${m[4] === 'z' ? 'Z' : m[4]}`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The same instant to the second (a value cut or rounded to whole seconds included). */
export function sameInstant(sent: string, got: unknown): boolean {
  const a = instantOf(sent);
  const b = instantOf(got);
  return a !== undefined && b !== undefined && Math.abs(a - b) < 1000;
}

/** An integer id as decimal text, whether it came as a number, a bigint or a decimal string. */
export function idText(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v);
  if (typeof v === 'bigint') return v.toString();
  return undefined;
}

export function sameId(sent: number | string, got: unknown): boolean {
  return idText(got) === BigInt(sent).toString();
}

/** Each text sent matched to a distinct text returned, and nothing more returned (order not stated). */
export function sameTexts(sent: readonly string[], got: unknown): boolean {
  if (!Array.isArray(got) || got.length !== sent.length) return false;
  const used = new Set<number>();
  return sent.every((x) => {
    const j = got.findIndex((g, k) => !used.has(k) && sameText(x, g));
    if (j >= 0) used.add(j);
    return j >= 0;
  });
}

/** A value for a message. */
export function show(v: unknown): string {
  if (v === undefined) return '(absent)';
  const text = typeof v === 'bigint' ? `${v}` : JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}` : x));
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}
