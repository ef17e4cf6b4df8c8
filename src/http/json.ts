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

/** Strings from this length on are looked at for jsonBody's direct path. */
const LONG_STRING = 64 * 1024;
/** Printable ASCII but `"` and `\\`: what JSON writes as it is, one byte a character. */
const WRITTEN_AS_IS = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * A JSON body as sent: the text of stringifyJson, or its UTF-8 bytes when the value holds a string of tens
 * of kilobytes that JSON writes as it is (a document's Base64 contents). As one text, megabytes of Base64
 * are copied into the JSON string (at two bytes a character once a short field is not Latin-1), then
 * encoded to UTF-8 character by character: about 60 ms a large document on a slow machine, in the first
 * second of a run of interface A. Here the rest is written as JSON and the long strings go into the bytes
 * as they are.
 */
export function jsonBody(value: unknown): string | Buffer {
  const longs: string[] = [];
  collectLongStrings(value, longs, 0);
  if (longs.length === 0) return stringifyJson(value);
  const index = new Map(longs.map((s, i) => [s, i]));
  let bigint = false;
  let marked = 0;
  const text = JSON.stringify(value, (_k, v) => {
    if (typeof v === 'bigint') {
      bigint = true;
      return null;
    }
    const i = typeof v === 'string' && v.length >= LONG_STRING ? index.get(v) : undefined;
    if (i === undefined) return v;
    marked++;
    return `\u0000long${i}\u0000`;
  });
  // The markers are written escaped, quotes included; what lies around them is JSON text of a few hundred bytes.
  const pieces = text.split(/"\\u0000long(\d+)\\u0000"/);
  // A bigint beside a long string (no body of the specification has both), or a short string of the value
  // that reads as a marker: the text then, as always.
  if (bigint || pieces.length !== 2 * marked + 1) return stringifyJson(value);
  const long = (i: number) => longs[Number(pieces[i])];
  let size = 0;
  for (let i = 0; i < pieces.length; i++) size += i % 2 === 0 ? Buffer.byteLength(pieces[i]) : long(i).length + 2;
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (let i = 0; i < pieces.length; i++) {
    if (i % 2 === 0) {
      at += bytes.write(pieces[i], at, 'utf8');
    } else {
      bytes[at++] = 0x22;
      at += bytes.write(long(i), at, 'latin1');
      bytes[at++] = 0x22;
    }
  }
  return bytes;
}

function collectLongStrings(value: unknown, into: string[], depth: number): void {
  if (typeof value === 'string') {
    if (value.length >= LONG_STRING && WRITTEN_AS_IS.test(value)) into.push(value);
  } else if (value !== null && typeof value === 'object' && depth < 8) {
    for (const v of Array.isArray(value) ? value : Object.values(value)) collectLongStrings(v, into, depth + 1);
  }
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
