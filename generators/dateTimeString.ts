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

export function dateTimeString(options: DateTimeStringOptions = {}): fc.Arbitrary<string> {
  const min = options.min ?? new Date(Date.UTC(2000, 0, 1));
  const max = options.max ?? new Date(Date.UTC(2100, 0, 1) - 1);
  const dates = fc.date({ min, max, noInvalidDate: true });
  if (options.zone !== 'any') return dates.map((d) => d.toISOString());
  return fc
    .tuple(dates, fc.constantFrom(...OFFSETS_MINUTES), fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const, 3 as const))
    .map(([d, offset, digits]) => {
      // The instant cut to the digits written, so that the text states it exactly.
      const step = 10 ** (3 - digits);
      return withOffset(Math.floor(d.getTime() / step) * step, offset, digits);
    });
}
