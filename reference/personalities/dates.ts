// Date-times as a platform may write them: RFC 3339 (part 2.2: "string, date-time") leaves the offset and
// the digits of a second's fraction to the writer. Same instants, other text.
import { parseDateTime } from '../interface-b/datetime.ts';
import type { Rendered } from '../interface-b/index.ts';

/** Fields of a returned action (and of its tasks, files, comments, replies and history) that hold date-times. */
const DATE_TIME_FIELDS = new Set(['createdTime', 'editTime', 'deadline', 'created', 'eventTime']);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant (microseconds since the epoch) as local time at a fixed offset from UTC, with `digits` digits of
 * the second's fraction: `+00:00` rather than Z, as PostgreSQL or Python's isoformat write it.
 */
export function formatAtOffset(micros: number, offsetMinutes: number, digits: 3 | 6): string {
  const ms = Math.floor(micros / 1000);
  const local = new Date(ms + offsetMinutes * 60_000);
  const fraction = micros - Math.floor(micros / 1_000_000) * 1_000_000;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `.${pad(fraction, 6).slice(0, digits)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Every date-time of a rendered action rewritten by `format` (the same instant). */
export function rewriteDateTimes(view: unknown, format: (micros: number) => string): unknown {
  if (Array.isArray(view)) return view.map((v) => rewriteDateTimes(v, format));
  // Plain objects only: numbers kept lossless are objects of their own class.
  if (view === null || typeof view !== 'object' || Object.getPrototypeOf(view) !== Object.prototype) return view;
  const out: Rendered = {};
  for (const [k, v] of Object.entries(view as Rendered)) {
    const micros = DATE_TIME_FIELDS.has(k) && typeof v === 'string' ? parseDateTime(v) : undefined;
    out[k] = micros !== undefined ? format(micros) : rewriteDateTimes(v, format);
  }
  return out;
}

/** A clock with microseconds, as a database's `now()` has. */
export const microsecondClock = () => performance.timeOrigin + performance.now();
