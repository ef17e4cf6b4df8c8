// JSON in and out without losing a digit: numbers are parsed as LosslessNumber and written back as they
// came; bigint identifiers are written as plain JSON numbers.
import { parse, stringify } from 'lossless-json';

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

export function serialize(value: unknown): string {
  return stringify(value) ?? 'null';
}

/** Turns a plain value (numbers, bigints) into the parsed form the validator expects. */
export function toLossless(value: unknown): unknown {
  return parse(serialize(value));
}
