// RFC 3339 date-times (section 5.6), checked strictly: Date.parse accepts far more than the format allows.

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Microseconds since the epoch, or undefined when the text is not an RFC 3339 date-time. Microseconds
 * rather than milliseconds so that a range bound with sub-millisecond digits is still compared correctly.
 */
export function parseDateTime(text: string): number | undefined {
  const m = RFC3339.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  let offsetMinutes = 0;
  if (!m[8]) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  // A leap second sorts as the last instant of its minute.
  const leap = second === 60;
  // setUTCFullYear, unlike Date.UTC, does not map the years 0..99 to 1900..1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, leap ? 59 : second, 0);
  const ms = date.getTime() - offsetMinutes * 60_000;
  const fraction = leap ? 999_999 : Number(((m[7] ?? '.').slice(1) + '000000').slice(0, 6));
  return ms * 1000 + fraction;
}

export function isDateTime(text: string): boolean {
  return parseDateTime(text) !== undefined;
}

/**
 * The instant of a clock reading (milliseconds since the epoch, maybe with a fraction) in microseconds, and
 * as RFC 3339 text in UTC: milliseconds as toISOString writes them, six digits when the clock gives more.
 */
export function clockInstant(ms: number): { micros: number; text: string } {
  const micros = Math.round(ms * 1000);
  const whole = Math.floor(micros / 1000);
  const iso = new Date(whole).toISOString();
  const sub = micros - whole * 1000;
  return { micros, text: sub === 0 ? iso : `${iso.slice(0, -1)}${String(sub).padStart(3, '0')}Z` };
}
