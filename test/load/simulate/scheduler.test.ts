import { describe, expect, it } from 'vitest';
import { startSchedule } from '../../../load/simulate/scheduler.ts';
import { LatencyHistogram } from '../../../load/simulate/histogram.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('constant arrival rate scheduler', () => {
  it('starts rate × duration iterations at their due times', async () => {
    const dues: number[] = [];
    const s = startSchedule({ rate: 200, durationMs: 500, maxInFlight: 1000 }, async (dueAt) => {
      dues.push(dueAt);
    });
    const r = await s.settled();
    expect(r.due).toBe(100);
    expect(r.started).toBe(100);
    expect(r.dropped).toBe(0);
    // Due times are evenly spaced by 1/rate, whatever the timer resolution.
    for (let i = 1; i < dues.length; i++) expect(dues[i] - dues[i - 1]).toBeCloseTo(5, 6);
    expect(r.stoppedBy).toBe('duration');
  });

  it('keeps the arrivals of an open model while answers are slow, and measures latency from the due time', async () => {
    // The first 300 ms the "server" answers nothing; then everything at once.
    let release!: () => void;
    const stalled = new Promise<void>((r) => (release = r));
    setTimeout(release, 300);
    const latency = new LatencyHistogram();
    const s = startSchedule({ rate: 100, durationMs: 600, maxInFlight: 1000 }, async (dueAt) => {
      await stalled;
      latency.recordMs(performance.now() - dueAt);
    });
    const r = await s.settled();
    expect(r.started).toBe(60);
    // Every iteration came due on the clock and none was held back by the stall.
    expect(r.due).toBe(60);
    expect(r.dropped).toBe(0);
    expect(r.stoppedBy).toBe('duration');
    // About 30 iterations came due during the stall and each waited out the rest of it (the 20 due in
    // its first 200 ms more than 100 ms): a closed-loop client would have sent one request and recorded
    // one slow answer.
    expect(latency.count).toBe(60);
    expect(latency.percentileMs(70)).toBeGreaterThan(90);
    expect(latency.maxMs()).toBeGreaterThanOrEqual(280);
  });

  it('drops iterations that come due while too many are in flight, and counts them', async () => {
    const s = startSchedule({ rate: 100, durationMs: 500, maxInFlight: 5 }, () => sleep(200));
    const r = await s.settled();
    expect(r.due).toBe(50);
    expect(r.started + r.dropped).toBe(50);
    expect(r.dropped).toBeGreaterThan(20);
    expect(r.started).toBeLessThanOrEqual(20);
  });

  it('stops at the cap and on interruption', async () => {
    let n = 0;
    const capped = await startSchedule({ rate: 1000, durationMs: 1000, maxInFlight: 100, mayStart: (started) => started < 10 }, async () => {
      n++;
    }).settled();
    expect(capped.started).toBe(10);
    expect(capped.stoppedBy).toBe('cap');

    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const interrupted = await startSchedule({ rate: 10, durationMs: 60_000, maxInFlight: 10, signal: ac.signal }, async () => undefined).settled();
    expect(interrupted.stoppedBy).toBe('interrupted');
    // Far short of the 600 iterations of the whole duration: it stopped at the signal, not at the end.
    expect(interrupted.due).toBeLessThan(600);
  });
});
