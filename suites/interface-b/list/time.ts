// Date-times of list items and query bounds, in microseconds since the epoch: a server may return more
// than millisecond precision, and comparing text would mix time zones.

const RFC3339 = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** Microseconds since the epoch, or undefined when the value is not an RFC 3339 date-time. */
export function micros(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = RFC3339.exec(value);
  if (!m) return undefined;
  const zone = m[4] === 'z' ? 'Z' : m[4];
  const ms = Date.parse(`${m[1]}T${m[2]}${zone}`);
  if (Number.isNaN(ms)) return undefined;
  const fraction = Number(((m[3] ?? '.').slice(1) + '000000').slice(0, 6));
  return ms * 1000 + fraction;
}

/** Offsets a bound is written at: RFC 3339 gives every one the same instant as in UTC. */
export const BOUND_OFFSETS = ['Z', '+02:00', '-05:30', '+00:00'] as const;
export type BoundOffset = (typeof BOUND_OFFSETS)[number];

/**
 * A query bound: the date-time of a whole millisecond, in UTC (`Z`) or as the local time of the offset given
 * (`+02:00`: two hours ahead of UTC, the same instant).
 */
export function boundText(us: number, offset: BoundOffset = 'Z'): string {
  const ms = Math.floor(us / 1000);
  if (offset === 'Z') return new Date(ms).toISOString();
  const minutes = (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return new Date(ms + minutes * 60_000).toISOString().replace('Z', offset);
}

/**
 * Bounds that never coincide with a data-set time, so that the result does not depend on whether a range
 * is inclusive (not stated): one well before the earliest time, one well after the latest, and whole
 * milliseconds strictly between two neighbouring distinct times, at most `max` of those.
 */
export function boundsAround(times: readonly number[], max = 8): number[] {
  const distinct = [...new Set(times)].sort((a, b) => a - b);
  if (distinct.length === 0) return [];
  const before = (Math.floor(distinct[0] / 1000) - 1000) * 1000;
  const after = (Math.floor(distinct[distinct.length - 1] / 1000) + 1000) * 1000;
  const inner: number[] = [];
  for (let i = 0; i + 1 < distinct.length; i++) {
    const mid = Math.floor((distinct[i] + distinct[i + 1]) / 2000) * 1000;
    if (mid > distinct[i] && mid < distinct[i + 1]) inner.push(mid);
  }
  // Spread the inner bounds over the whole range rather than keeping the first few.
  const step = inner.length > max ? inner.length / max : 1;
  const picked = inner.length > max ? Array.from({ length: max }, (_, i) => inner[Math.floor(i * step)]) : inner;
  return [before, ...picked, after];
}
