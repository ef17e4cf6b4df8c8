// What moved between two reads of the same state, as short lines for a failure message: the paths whose
// values differ, with the value before and after. Lists are compared as collections (part 2 does not say
// that their order is kept from one read to the next); a list whose items differ is shown by what left
// and what came.
import { describe } from '../../src/http/json.ts';

type Obj = Record<string, unknown>;

/** A canonical text of a value: object keys sorted, lists sorted, bigint exact. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).sort().join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.keys(v as Obj)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Obj)[k])}`)
      .join(',')}}`;
  }
  if (typeof v === 'bigint') return v.toString();
  return v === undefined ? 'undefined' : JSON.stringify(v);
}

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

function shown(v: unknown, max: number): string {
  return v === undefined ? '(absent)' : describe(v, max);
}

/** Lines `path: before → after` for every difference (at most `max`); empty when the two are equal. */
export function stateDiff(before: unknown, after: unknown, max = 6, valueChars = 160): string[] {
  const out: string[] = [];
  const walk = (b: unknown, a: unknown, path: string): void => {
    if (out.length >= max || canonical(b) === canonical(a)) return;
    if (isObj(b) && isObj(a)) {
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) walk(b[key], a[key], path ? `${path}.${key}` : key);
      return;
    }
    if (Array.isArray(b) && Array.isArray(a)) {
      const left = multisetMinus(b, a);
      const came = multisetMinus(a, b);
      const parts = [`${b.length} → ${a.length} items`];
      if (left.length > 0) parts.push(`gone: ${left.map((x) => describe(x, valueChars)).join(', ')}`);
      if (came.length > 0) parts.push(`new: ${came.map((x) => describe(x, valueChars)).join(', ')}`);
      out.push(`${path || '(whole)'}: ${parts.join('; ')}`);
      return;
    }
    out.push(`${path || '(whole)'}: ${shown(b, valueChars)} → ${shown(a, valueChars)}`);
  };
  walk(before, after, '');
  return out;
}

/** Items of `x` not matched by an equal item of `y` (as multisets). */
function multisetMinus(x: unknown[], y: unknown[]): unknown[] {
  const pool = new Map<string, number>();
  for (const v of y) pool.set(canonical(v), (pool.get(canonical(v)) ?? 0) + 1);
  return x.filter((v) => {
    const k = canonical(v);
    const n = pool.get(k) ?? 0;
    if (n === 0) return true;
    pool.set(k, n - 1);
    return false;
  });
}

/** The top-level fields of two objects whose values differ (fields that move on a mere read are left out by the caller). */
export function changedFields(before: Obj, after: Obj): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => canonical(before[k]) !== canonical(after[k]));
}

/** `o` without the given top-level fields. */
export function without(o: Obj, fields: readonly string[]): Obj {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !fields.includes(k)));
}
