// RFC 3339 date-times in a range every back end can store: UTC with milliseconds by default; with
// `zone: 'any'`, the same kind of instant written with any offset a client may use (Z, +00:00, half and
// quarter hours, the extremes -12:00 and +14:00) and with 0 to 3 fraction digits, the text stating the
// instant exactly (no digits dropped).
import fc from 'fast-check';

export interface DateTimeStringOptions {
  /** Default 2000-01-01T00:00:00.000Z. */
  min?: Date;
  /** Default 2099-12-31T23:59:59.999Z. */
  max?: Date;
  /** 'utc' (default): `toISOString()` form. 'any': any offset and 0 to 3 fraction digits. */
  zone?: 'utc' | 'any';
}

/** Offsets in minutes east of UTC; null writes `Z`. */
export const OFFSETS_MINUTES: readonly (number | null)[] = [null, 0, 120, -300, -330, 330, 345, 60, -600, 840, -720, 570];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `ms` written as the wall time at `offset` (minutes east of UTC, null for Z) with `digits` fraction digits. */
export function withOffset(ms: number, offset: number | null, digits: 0 | 1 | 2 | 3): string {
  const wall = new Date(ms + (offset ?? 0) * 60_000);
  const date = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  const fraction = digits === 0 ? '' : `.${pad(wall.getUTCMilliseconds(), 3).slice(0, digits)}`;
  if (offset === null) return `${date}T${time}${fraction}Z`;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${time}${fraction}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * Days a date parser or a calendar check gets wrong (29 February of leap years, 2000 among them, the last days
 * of months and of the year), as [year, month (0-based), day].
 */
export const CALENDAR_EDGE_DAYS: readonly (readonly [number, number, number])[] = [
  [2000, 1, 29],
  [2028, 1, 29],
  [2096, 1, 29],
  [2030, 3, 30],
  [2031, 11, 31],
  [2032, 0, 1],
  [2033, 0, 31],
];

/**
 * An instant on a calendar edge day, between 10:00 and 12:00 UTC: the day itself in the text at Z and at
 * every offset of OFFSETS_MINUTES but the extremes.
 */
function calendarEdge(min: Date, max: Date): fc.Arbitrary<Date> | undefined {
  const days = CALENDAR_EDGE_DAYS.map(([y, m, d]) => Date.UTC(y, m, d, 10)).filter((ms) => ms >= min.getTime() && ms + 7_200_000 <= max.getTime());
  if (days.length === 0) return undefined;
  return fc.tuple(fc.constantFrom(...days), fc.integer({ min: 0, max: 7_199_999 })).map(([day, ms]) => new Date(day + ms));
}

export function dateTimeString(options: DateTimeStringOptions = {}): fc.Arbitrary<string> {
  const min = options.min ?? new Date(Date.UTC(2000, 0, 1));
  const max = options.max ?? new Date(Date.UTC(2100, 0, 1) - 1);
  const anyDate = fc.date({ min, max, noInvalidDate: true });
  // One draw in eight on a calendar edge (a leap day refused by a hand-written check shows only there).
  const edge = calendarEdge(min, max);
  const dates = edge ? fc.oneof({ weight: 7, arbitrary: anyDate }, { weight: 1, arbitrary: edge }) : anyDate;
  if (options.zone !== 'any') return dates.map((d) => d.toISOString());
  return fc
    .tuple(dates, fc.constantFrom(...OFFSETS_MINUTES), fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const, 3 as const))
    .map(([d, offset, digits]) => {
      // The instant cut to the digits written, so that the text states it exactly.
      const step = 10 ** (3 - digits);
      return withOffset(Math.floor(d.getTime() / step) * step, offset, digits);
    });
}
