// JSON in and out without losing a digit: numbers are parsed as LosslessNumber and written back as they
// came; bigint identifiers are written as plain JSON numbers.
import { isLosslessNumber, parse } from 'lossless-json';

export type BodyParse =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'malformed' | 'too-deep'; detail: string };

/**
 * Deepest nesting of arrays and objects, stopping as soon as `limit` is passed. Checked before parsing
 * because the parser is recursive: an absurdly nested body must be a 400, never a stack overflow.
 */
export function nestingDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export function parseBody(text: string, maxDepth: number): BodyParse {
  if (nestingDepthExceeds(text, maxDepth)) {
    return { ok: false, reason: 'too-deep', detail: `JSON nested deeper than ${maxDepth} levels` };
  }
  try {
    // Duplicate keys: the last one wins, as with JSON.parse.
    return { ok: true, value: parse(text, null, { onDuplicateKey: ({ newValue }) => newValue }) };
  } catch (err) {
    return { ok: false, reason: 'malformed', detail: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The text lossless-json's `stringify(value)` gives (no replacer, no spacing), written for every answer:
 * its general version checks number stringifiers, a replacer and the spacing at every value and builds its
 * closures on every call, about three times the cost of this on a small answer. The tests run in the same
 * order, so that the output is the same (a test compares the two on arbitrary values).
 */
export function serialize(value: unknown): string {
  return write(value) ?? 'null';
}

/** What JSON.stringify would escape in a string: quote, backslash, control characters, lone surrogates. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Short strings without those are written as they are, without calling JSON.stringify. */
const PLAIN_STRING_MAX = 64;

function writeString(s: string): string {
  return s.length <= PLAIN_STRING_MAX && !NEEDS_ESCAPE.test(s) ? `"${s}"` : JSON.stringify(s);
}

/** `"key":` of the keys seen, so that each is escaped once; bounded, since clients choose some keys. */
const keyTexts = new Map<string, string>();
const MAX_KEY_TEXTS = 1000;

function keyText(key: string): string {
  let text = keyTexts.get(key);
  if (text === undefined) {
    text = `${writeString(key)}:`;
    if (keyTexts.size < MAX_KEY_TEXTS && key.length <= PLAIN_STRING_MAX) keyTexts.set(key, text);
  }
  return text;
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return writeString(value);
    case 'number':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return value.toString();
    case 'object':
      if (value === null) return 'null';
      if (value instanceof Date || value instanceof Boolean || value instanceof Number || value instanceof String) return JSON.stringify(value);
      if (isLosslessNumber(value)) return value.toString();
      if (Array.isArray(value)) return writeArray(value);
      return writeObject(value as Record<string, unknown>);
    default:
      // undefined, functions and symbols have no JSON text
      return undefined;
  }
}

function writeArray(array: unknown[]): string {
  if (array.length === 0) return '[]';
  let out = '[';
  for (let i = 0; i < array.length; i++) {
    if (i > 0) out += ',';
    const item = array[i];
    // Like JSON.stringify: what has no JSON text becomes null inside an array.
    out += (typeof item === 'function' ? undefined : write(item)) ?? 'null';
  }
  return out + ']';
}

function writeObject(object: Record<string, unknown>): string | undefined {
  if (typeof object.toJSON === 'function') return write((object.toJSON as () => unknown)());
  let out = '{';
  for (const key of Object.keys(object)) {
    const v = object[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    const text = write(v);
    if (text === undefined) continue;
    out += out.length === 1 ? keyText(key) + text : `,${keyText(key)}${text}`;
  }
  return out + '}';
}

/** Turns a plain value (numbers, bigints) into the parsed form the validator expects. */
export function toLossless(value: unknown): unknown {
  return parse(serialize(value));
}
