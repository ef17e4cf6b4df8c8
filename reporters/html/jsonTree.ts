// A strict JSON parse that keeps every leaf as written: strings are compared by what they decode to, but
// shown as their tokens (./jsonTokens.ts says why), and numbers are compared exactly (int64 ids exceed
// what a double holds) and shown as spelt.
import { tokenize, type Token } from './jsonTokens.ts';

export type JsonNode =
  | { kind: 'object'; entries: { key: string; rawKey: string; value: JsonNode }[]; raw: string }
  | { kind: 'array'; items: JsonNode[]; raw: string }
  | { kind: 'string'; value: string; raw: string }
  | { kind: 'number' | 'literal'; raw: string };

/** Nesting deeper than this is not parsed (a hostile body must not exhaust the stack). */
const MAX_DEPTH = 64;

class NotJson extends Error {}

function decodeString(token: Token): string {
  if (token.kind !== 'string' || !token.complete) throw new NotJson();
  try {
    return JSON.parse(token.text) as string;
  } catch {
    throw new NotJson();
  }
}

/** The parsed text, or undefined when it is not one complete JSON value. */
export function parseTree(text: string): JsonNode | undefined {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0 || tokens.some((t) => !t.complete)) return undefined;
  let i = 0;
  const next = (): Token => {
    if (i >= tokens.length) throw new NotJson();
    return tokens[i++];
  };
  const expect = (text: string) => {
    const t = next();
    if (t.kind !== 'punct' || t.text !== text) throw new NotJson();
  };
  const value = (depth: number): JsonNode => {
    if (depth > MAX_DEPTH) throw new NotJson();
    const t = next();
    if (t.kind === 'string') return { kind: 'string', value: decodeString(t), raw: t.text };
    if (t.kind === 'literal') return { kind: /^[-\d]/.test(t.text) ? 'number' : 'literal', raw: t.text };
    if (t.text === '{') {
      const entries: { key: string; rawKey: string; value: JsonNode }[] = [];
      if (tokens[i]?.text === '}' && tokens[i].kind === 'punct') i++;
      else
        for (;;) {
          const k = next();
          const key = decodeString(k);
          expect(':');
          entries.push({ key, rawKey: k.text.slice(1, -1), value: value(depth + 1) });
          const sep = next();
          if (sep.kind === 'punct' && sep.text === '}') break;
          if (sep.kind !== 'punct' || sep.text !== ',') throw new NotJson();
        }
      return { kind: 'object', entries, raw: `{${entries.map((e) => `"${e.rawKey}": ${e.value.raw}`).join(', ')}}` };
    }
    if (t.text === '[') {
      const items: JsonNode[] = [];
      if (tokens[i]?.text === ']' && tokens[i].kind === 'punct') i++;
      else
        for (;;) {
          items.push(value(depth + 1));
          const sep = next();
          if (sep.kind === 'punct' && sep.text === ']') break;
          if (sep.kind !== 'punct' || sep.text !== ',') throw new NotJson();
        }
      return { kind: 'array', items, raw: `[${items.map((x) => x.raw).join(', ')}]` };
    }
    throw new NotJson();
  };
  try {
    const root = value(0);
    return i === tokens.length ? root : undefined;
  } catch (err) {
    if (err instanceof NotJson) return undefined;
    throw err;
  }
}

/** The entry of an object a JSON reader would take: the last of that name. */
export function member(node: JsonNode, key: string): JsonNode | undefined {
  if (node.kind !== 'object') return undefined;
  for (let k = node.entries.length - 1; k >= 0; k--) if (node.entries[k].key === key) return node.entries[k].value;
  return undefined;
}

function sameNumber(a: string, b: string): boolean {
  const integer = /^-?\d+$/;
  if (integer.test(a) && integer.test(b)) return BigInt(a) === BigInt(b);
  return Number(a) === Number(b);
}

/** The same JSON value (strings by what they decode to, numbers by value, objects whatever their key order). */
export function sameValue(a: JsonNode, b: JsonNode): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'string':
      return a.value === (b as typeof a).value;
    case 'number':
      return sameNumber(a.raw, b.raw);
    case 'literal':
      return a.raw === b.raw;
    case 'array': {
      const items = (b as typeof a).items;
      return a.items.length === items.length && a.items.every((x, k) => sameValue(x, items[k]));
    }
    case 'object': {
      const other = b as typeof a;
      const keys = new Set(a.entries.map((e) => e.key));
      if (keys.size !== new Set(other.entries.map((e) => e.key)).size) return false;
      return [...keys].every((k) => {
        const y = member(other, k);
        return y !== undefined && sameValue(member(a, k)!, y);
      });
    }
  }
}
