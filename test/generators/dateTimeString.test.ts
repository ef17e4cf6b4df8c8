import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeString } from '../../generators/dateTimeString.ts';

describe('dateTimeString', () => {
  it('gives RFC 3339 UTC with milliseconds between 2000 and 2100', () => {
    fc.assert(
      fc.property(dateTimeString(), (s) => {
        expect(s).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(new Date(s).toISOString()).toBe(s);
        expect(s >= '2000-01-01T00:00:00.000Z' && s < '2100-01-01T00:00:00.000Z').toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
