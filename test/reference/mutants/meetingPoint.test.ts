// The race mutants' meeting point: a request waits until another joins it, so that overlapping requests
// interleave on any machine; one sent alone waits only for the cap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meetingPoint } from '../../../reference/mutants/interface-b/meetingPoint.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('meetingPoint', () => {
  it('holds the first arrival until the second, then both go on with no time passing', async () => {
    vi.useFakeTimers();
    const meet = meetingPoint(5000);
    const gone: string[] = [];
    const first = meet().then(() => gone.push('first'));
    await vi.advanceTimersByTimeAsync(0);
    await Promise.resolve();
    expect(gone).toEqual([]);
    await Promise.all([first, meet().then(() => gone.push('second'))]);
    expect(gone.sort()).toEqual(['first', 'second']);
    // The first arrival's cap was cleared: nothing is left to fire.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('releases a request no other joins when the cap has passed, and not before', async () => {
    vi.useFakeTimers();
    const meet = meetingPoint(5000);
    let released = false;
    const alone = meet().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await alone;
    expect(released).toBe(true);
    // The next arrival waits afresh rather than meeting the one that already left.
    let next = false;
    void meet().then(() => (next = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(next).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(next).toBe(true);
  });
});
