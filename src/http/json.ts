// JSON parsing that keeps large integers exact. Ids are int64 and can exceed 2^53, where JSON.parse would
// silently round them and a later read of the id would hit another (or no) record.
import { parse as losslessParse, isSafeNumber, isInteger } from 'lossless-json';

const LONG_DIGITS = /\d{16,}/;

export function parseJson(text: string): unknown {
  // The fast path: most bodies carry no number long enough to lose precision.
  if (!LONG_DIGITS.test(text)) return JSON.parse(text);
  return losslessParse(text, null, (s: string) => {
    if (isSafeNumber(s)) return Number(s);
    return isInteger(s) ? BigInt(s) : Number(s);
  });
}

/** JSON.stringify that writes bigint as an exact JSON number. */
export function stringifyJson(value: unknown, space?: number): string {
  // Without a replacer first: a replacer takes V8 off its fast serializer, which for a document body of
  // megabytes made this the largest item of a run's own work. Only a bigint (or a cycle) makes it throw.
  try {
    return JSON.stringify(value, null, space);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
  }
  const marks: string[] = [];
  const text = JSON.stringify(
    value,
    (_k, v) => {
      if (typeof v === 'bigint') {
        marks.push(v.toString());
        return `\u0000bigint${marks.length - 1}\u0000`;
      }
      return v;
    },
    space,
  );
  if (marks.length === 0) return text;
  return text.replace(/"\\u0000bigint(\d+)\\u0000"/g, (_m, i: string) => marks[Number(i)]);
}

/** Text form of a value for messages (bigint-safe, never throws). */
export function describe(value: unknown, max = 500): string {
  let s: string;
  try {
    s = value === undefined ? 'undefined' : stringifyJson(value);
  } catch {
    s = String(value);
  }
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}
