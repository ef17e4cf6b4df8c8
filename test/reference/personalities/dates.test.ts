// The date-time writers of the personalities keep the instant and change only the text.
import { describe, expect, it } from 'vitest';
import { clockInstant, parseDateTime } from '../../../reference/interface-b/datetime.ts';
import { formatAtOffset, rewriteDateTimes } from '../../../reference/personalities/dates.ts';

describe('formatAtOffset', () => {
  const us = parseDateTime('2024-06-11T23:30:05.123456Z')!;
  it('writes the same instant at the offset, with the digits asked for', () => {
    expect(formatAtOffset(us, 0, 6)).toBe('2024-06-11T23:30:05.123456+00:00');
    expect(formatAtOffset(us, 120, 3)).toBe('2024-06-12T01:30:05.123+02:00');
    expect(formatAtOffset(us, -330, 6)).toBe('2024-06-11T18:00:05.123456-05:30');
    for (const text of [formatAtOffset(us, 0, 6), formatAtOffset(us, -330, 6)]) expect(parseDateTime(text)).toBe(us);
  });
});

describe('rewriteDateTimes', () => {
  it('rewrites the date-time fields at any depth and nothing else', () => {
    const view = {
      id: 1n,
      title: '2024-06-11T23:30:05Z',
      createdTime: '2024-06-11T23:30:05.000Z',
      tasks: [{ deadline: '2024-06-12T00:00:00Z', description: 'x' }],
      history: [{ eventTime: '2024-06-11T23:30:05.000Z', event: 'CREATED' }],
      deadline: null,
    };
    expect(rewriteDateTimes(view, (us) => formatAtOffset(us, 120, 3))).toEqual({
      id: 1n,
      title: '2024-06-11T23:30:05Z',
      createdTime: '2024-06-12T01:30:05.000+02:00',
      tasks: [{ deadline: '2024-06-12T02:00:00.000+02:00', description: 'x' }],
      history: [{ eventTime: '2024-06-12T01:30:05.000+02:00', event: 'CREATED' }],
      deadline: null,
    });
  });
});

describe('clockInstant', () => {
  it('writes a whole millisecond as toISOString does, a finer clock with six digits', () => {
    expect(clockInstant(Date.UTC(2024, 5, 11, 23, 30, 5, 123))).toEqual({ micros: Date.UTC(2024, 5, 11, 23, 30, 5, 123) * 1000, text: '2024-06-11T23:30:05.123Z' });
    const fine = clockInstant(Date.UTC(2024, 5, 11, 23, 30, 5, 123) + 0.456);
    expect(fine.text).toBe('2024-06-11T23:30:05.123456Z');
    expect(parseDateTime(fine.text)).toBe(fine.micros);
  });
});
