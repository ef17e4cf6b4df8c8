// Retry-After per RFC 9110 10.2.3: delta-seconds or an HTTP-date. Anything else is not a valid value.

const DELTA = /^\d+$/;
// IMF-fixdate, plus the obsolete RFC 850 and asctime forms the RFC obliges recipients to accept.
const HTTP_DATE =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT|(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d{2} \d{2}:\d{2}:\d{2} GMT|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d{2}:\d{2}:\d{2} \d{4})$/;

/** Milliseconds to wait, or null when the header is absent or does not parse. A date in the past is 0. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined) return null;
  const v = value.trim();
  if (DELTA.test(v)) return Number(v) * 1000;
  if (HTTP_DATE.test(v)) {
    // asctime carries no zone; HTTP dates are always GMT.
    const t = Date.parse(v.endsWith('GMT') ? v : `${v} GMT`);
    if (Number.isNaN(t)) return null;
    return Math.max(0, t - now);
  }
  return null;
}
