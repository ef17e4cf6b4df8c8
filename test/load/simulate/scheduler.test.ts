import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSchedule } from '../../../load/simulate/scheduler.ts';
import { LatencyHistogram } from '../../../load/simulate/histogram.ts';

// Every schedule here runs on a fake clock: the scheduler's `now` reads it and its timers (and the
// iterations' own) fire only as the test moves it. What comes due when, what starts and what is dropped
// is then exactly what the schedule decides, however fast or busy the machine.
const now = () => Date.now();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('constant arrival rate scheduler', () => {
  it('starts rate × duration iterations at their due times', async () => {
    const starts: { dueAt: number; at: number }[] = [];
    const s = startSchedule({ rate: 200, durationMs: 500, maxInFlight: 1000, now }, async (dueAt) => {
      starts.push({ dueAt, at: now() });
    });
    await vi.advanceTimersByTimeAsync(500);
    const r = await s.settled();
    expect(r.due).toBe(100);
    expect(r.started).toBe(100);
    expect(r.dropped).toBe(0);
    expect(r.stoppedBy).toBe('duration');
    // Due times are evenly spaced by 1/rate from the start, and each iteration started when it came due:
    // not before, and (the clock standing still while it runs) not after.
    expect(starts.map((x) => x.dueAt)).toEqual(Array.from({ length: 100 }, (_, i) => i * 5));
    expect(starts.filter((x) => x.at !== x.dueAt)).toEqual([]);
    expect(r.maxLagMs).toBe(0);
  });

  it('starts the iterations it owes at once after falling behind, each with its own due time', async () => {
    // The process stalls for 45 ms (the clock reads later than the scheduler's timer was set for): the
    // iterations that came due meanwhile start together, late, and are given the time they were due, so that
    // latency counts the generator's lag too.
    let stall = 0;
    const clock = () => Date.now() + stall;
    const starts: { dueAt: number; at: number }[] = [];
    const s = startSchedule({ rate: 100, durationMs: 100, maxInFlight: 1000, now: clock }, async (dueAt) => {
      starts.push({ dueAt, at: clock() });
    });
    await vi.advanceTimersByTimeAsync(20);
    stall = 45;
    await vi.advanceTimersByTimeAsync(100);
    const r = await s.settled();
    expect(r).toMatchObject({ due: 10, started: 10, dropped: 0, stoppedBy: 'duration', maxLagMs: 45 });
    expect(starts.map((x) => x.dueAt)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(starts.map((x) => x.at)).toEqual([0, 10, 20, 75, 75, 75, 75, 75, 80, 90]);
  });

  it('keeps the arrivals of an open model while answers are slow, and measures latency from the due time', async () => {
    // The first 300 ms the "server" answers nothing; then everything at once.
    let release!: () => void;
    const stalled = new Promise<void>((r) => (release = r));
    setTimeout(release, 300);
    const latency = new LatencyHistogram();
    const measured = new Map<number, number>();
    const s = startSchedule({ rate: 100, durationMs: 600, maxInFlight: 1000, now }, async (dueAt) => {
      await stalled;
      measured.set(dueAt, now() - dueAt);
      latency.recordMs(now() - dueAt);
    });
    await vi.advanceTimersByTimeAsync(600);
    const r = await s.settled();
    expect(r.started).toBe(60);
    // Every iteration came due on the clock and none was held back by the stall.
    expect(r.due).toBe(60);
    expect(r.dropped).toBe(0);
    expect(r.stoppedBy).toBe('duration');
    // The 30 iterations due during the stall each waited out the rest of it, measured from when it was due
    // (300 ms for the first, 10 for the last); those due after it waited nothing. A closed-loop client would
    // have sent one request and recorded one slow answer.
    expect([...measured.entries()]).toEqual(Array.from({ length: 60 }, (_, i) => [i * 10, Math.max(0, 300 - i * 10)]));
    expect(latency.count).toBe(60);
    // The 42nd of the 60 sorted latencies is the 12th of the stall's (120 ms); three significant digits.
    expect(latency.percentileMs(70)).toBeCloseTo(120, 0);
    expect(latency.maxMs()).toBeCloseTo(300, 0);
  });

  it('drops iterations that come due while too many are in flight, and counts them', async () => {
    // Each iteration takes 205 ms and at most 5 run at once: iterations start at 0-40 ms, free their
    // slots from 205 ms on, so 5 more start at 210-250 ms and 5 more at 420-460 ms; the 35 others come
    // due while 5 are in flight and are dropped.
    let inFlight = 0;
    let most = 0;
    const startedAt: number[] = [];
    const s = startSchedule({ rate: 100, durationMs: 500, maxInFlight: 5, now }, async () => {
      startedAt.push(now());
      most = Math.max(most, ++inFlight);
      await sleep(205);
      inFlight--;
    });
    const settled = s.settled();
    await vi.advanceTimersByTimeAsync(1000);
    const r = await settled;
    expect(r.due).toBe(50);
    expect(r.started + r.dropped).toBe(50);
    expect(most).toBe(5);
    expect(startedAt).toEqual([0, 10, 20, 30, 40, 210, 220, 230, 240, 250, 420, 430, 440, 450, 460]);
    expect(r.started).toBe(15);
    expect(r.dropped).toBe(35);
  });

  it('runs at most `running` iterations at once; the others in flight wait in due order and count as in flight', async () => {
    // Each iteration takes 40 ms, one comes due every 10 ms, at most 2 run at once and 4 may be in flight:
    // the third waits for the first to finish (at 40 ms) and starts then with its own due time; once 4 are
    // in flight the next one due is dropped, exactly as without the bound.
    const starts: { dueAt: number; at: number }[] = [];
    let running = 0;
    let most = 0;
    const s = startSchedule({ rate: 100, durationMs: 100, maxInFlight: 4, running: 2, now }, async (dueAt) => {
      starts.push({ dueAt, at: now() });
      most = Math.max(most, ++running);
      await sleep(40);
      running--;
    });
    const inFlight: number[] = [];
    for (let t = 0; t < 100; t += 10) {
      inFlight.push(s.inFlight);
      await vi.advanceTimersByTimeAsync(10);
    }
    const settled = s.settled();
    await vi.advanceTimersByTimeAsync(200);
    const r = await settled;
    expect(most).toBe(2);
    // Started in the order they came due; each finish starts the oldest waiting one at that moment.
    // Due at 60 and 70 ms: four in flight (two running, two waiting), so dropped.
    expect(starts).toEqual([
      { dueAt: 0, at: 0 },
      { dueAt: 10, at: 10 },
      { dueAt: 20, at: 40 },
      { dueAt: 30, at: 50 },
      { dueAt: 40, at: 80 },
      { dueAt: 50, at: 90 },
      { dueAt: 80, at: 120 },
      { dueAt: 90, at: 130 },
    ]);
    expect(r).toMatchObject({ due: 10, started: 8, dropped: 2 });
    expect(Math.max(...inFlight)).toBe(4);
    expect(s.inFlight).toBe(0);
  });

  it('with `running` as large as maxInFlight, starts, drops and due times are those of the unbounded schedule', async () => {
    const runOnce = async (running?: number) => {
      const starts: number[] = [];
      const s = startSchedule({ rate: 100, durationMs: 500, maxInFlight: 5, running, now }, async (dueAt) => {
        starts.push(dueAt, now());
        await sleep(205);
      });
      const settled = s.settled();
      await vi.advanceTimersByTimeAsync(1000);
      return { r: await settled, starts };
    };
    const unbounded = await runOnce();
    vi.setSystemTime(0);
    const bounded = await runOnce(5);
    expect(bounded).toEqual(unbounded);
  });

  it('stops at the cap and on interruption', async () => {
    let n = 0;
    const cappedRun = startSchedule({ rate: 1000, durationMs: 1000, maxInFlight: 100, now, mayStart: (started) => started < 10 }, async () => {
      n++;
    }).settled();
    await vi.advanceTimersByTimeAsync(1000);
    const capped = await cappedRun;
    expect(capped.started).toBe(10);
    expect(n).toBe(10);
    expect(capped.stoppedBy).toBe('cap');

    const ac = new AbortController();
    const interruptedRun = startSchedule({ rate: 10, durationMs: 60_000, maxInFlight: 10, now, signal: ac.signal }, async () => undefined).settled();
    let over = false;
    void interruptedRun.then(() => (over = true));
    // Three iterations come due (at 0, 100 and 200 ms), then the signal, in that order.
    await vi.advanceTimersByTimeAsync(250);
    expect(over).toBe(false);
    ac.abort();
    // The schedule ends on the signal itself, the clock standing still: not when its next iteration is due.
    await new Promise((r) => setImmediate(r));
    expect(over).toBe(true);
    const interrupted = await interruptedRun;
    expect(interrupted.stoppedBy).toBe('interrupted');
    // It stopped at the signal, not at the end of the 600 iterations of the whole duration.
    expect(interrupted.due).toBe(3);
    expect(interrupted.started).toBe(3);
    // Nothing left waiting on the clock.
    expect(vi.getTimerCount()).toBe(0);
  });
});
