import { describe, expect, it } from 'vitest';
import { changedFields, stateDiff, without } from '../../../suites/common/stateDiff.ts';

describe('stateDiff', () => {
  it('is empty for equal states, lists compared as collections', () => {
    expect(stateDiff({ a: 1, tags: ['x', 'y'], n: { b: [1, 2] } }, { n: { b: [2, 1] }, tags: ['y', 'x'], a: 1 })).toEqual([]);
  });

  it('names each moved path with its value before and after', () => {
    const before = { editTime: '2030-01-01T00:00:00Z', title: 'a', benefits: { annualSpend: 1 } };
    const after = { editTime: '2030-01-01T00:00:01Z', title: 'a', benefits: { annualSpend: 2 }, extra: true };
    expect(stateDiff(before, after)).toEqual([
      'editTime: "2030-01-01T00:00:00Z" → "2030-01-01T00:00:01Z"',
      'benefits.annualSpend: 1 → 2',
      'extra: (absent) → true',
    ]);
  });

  it('shows a list by the items that left and came', () => {
    const h1 = { event: 'CREATED' };
    const h2 = { event: 'UPDATED' };
    expect(stateDiff({ history: [h1] }, { history: [h1, h2] })).toEqual(['history: 1 → 2 items; new: {"event":"UPDATED"}']);
    expect(stateDiff([h1, h2], [h2])).toEqual(['(whole): 2 → 1 items; gone: {"event":"CREATED"}']);
  });

  it('stops at the bound', () => {
    const before = Object.fromEntries([...'abcdefgh'].map((k) => [k, 0]));
    const after = Object.fromEntries([...'abcdefgh'].map((k) => [k, 1]));
    expect(stateDiff(before, after, 3)).toHaveLength(3);
  });

  it('tells the fields that moved, and leaves fields out', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 3 }, { a: 1, b: [2, 1], c: 4, d: 0 })).toEqual(['c', 'd']);
    expect(without({ a: 1, b: 2 }, ['b'])).toEqual({ a: 1 });
  });
});
