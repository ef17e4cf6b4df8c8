import { describe, expect, it } from 'vitest';
import { isDateTime, parseDateTime } from '../../../reference/interface-b/datetime.ts';
import { nestingDepthExceeds } from '../../../reference/interface-b/json.ts';

describe('RFC 3339 date-times', () => {
  it('accepts the forms of RFC 3339 section 5.6', () => {
    for (const s of ['2024-05-01T10:00:00Z', '2024-05-01t10:00:00z', '2024-05-01T10:00:00.123456789+05:30', '2024-02-29T23:59:60-00:00', '0001-01-01T00:00:00Z']) {
      expect(isDateTime(s), s).toBe(true);
    }
  });

  it('refuses what Date.parse would accept but the format does not', () => {
    for (const s of ['2024-05-01', '2024-05-01T10:00Z', '2024-05-01 10:00:00Z', '2024-05-01T10:00:00', '2023-02-29T00:00:00Z', '2024-13-01T00:00:00Z', '2024-05-01T24:00:00Z', '2024-05-01T10:00:00+24:00', 'May 1, 2024', '2024-05-01T10:00:00.Z']) {
      expect(isDateTime(s), s).toBe(false);
    }
  });

  it('orders instants across offsets, to the microsecond', () => {
    expect(parseDateTime('2024-05-01T12:00:00+02:00')).toBe(parseDateTime('2024-05-01T10:00:00Z'));
    expect(parseDateTime('2024-05-01T10:00:00.000001Z')! - parseDateTime('2024-05-01T10:00:00Z')!).toBe(1);
    expect(parseDateTime('0050-01-01T00:00:00Z')!).toBeLessThan(parseDateTime('1950-01-01T00:00:00Z')!);
    expect(parseDateTime('2024-05-01T10:00:00Z')).toBe(Date.parse('2024-05-01T10:00:00Z') * 1000);
  });
});

describe('JSON nesting depth', () => {
  it('counts arrays and objects but not brackets inside strings', () => {
    expect(nestingDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(nestingDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(nestingDepthExceeds('{"a":"[[[[[[\\"[[["}', 1)).toBe(false);
  });
});
