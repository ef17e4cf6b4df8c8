// RFC 3339 UTC date-times with milliseconds, in a range every back end can store.
import fc from 'fast-check';

export interface DateTimeStringOptions {
  /** Default 2000-01-01T00:00:00.000Z. */
  min?: Date;
  /** Default 2099-12-31T23:59:59.999Z. */
  max?: Date;
}

export function dateTimeString(options: DateTimeStringOptions = {}): fc.Arbitrary<string> {
  const min = options.min ?? new Date(Date.UTC(2000, 0, 1));
  const max = options.max ?? new Date(Date.UTC(2100, 0, 1) - 1);
  return fc.date({ min, max, noInvalidDate: true }).map((d) => d.toISOString());
}
