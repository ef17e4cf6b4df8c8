// Constant arrival rate, open model: iteration i is due at start + i/rate whatever happened to the ones
// before it, so a slow server meets the same arrivals a fast one does. Each iteration gets the time it was
// due, and latency is measured from then: time spent queued behind a slow answer counts (coordinated
// omission corrected). When too many iterations are already in flight, a due one is dropped and counted,
// never postponed, so the generator never hides its own lag. At most `running` iterations run at once; the
// others in flight wait their turn as a due time in a queue (see ScheduleOptions.running).

export interface ScheduleOptions {
  /** Iterations per second. */
  rate: number;
  durationMs: number;
  maxInFlight: number;
  /**
   * Iterations running at once at most (default: as many as are in flight). The others in flight wait their
   * turn in the order they came due, each still measured from its due time and still counted in flight (and
   * so still dropped beyond maxInFlight). Why: beyond the client's connections a running iteration only waits
   * in the HTTP client's queue, holding its chain of promises and a prepared request; when a pause of the
   * machine leaves a backlog, those thousands of objects outlive the young generation and the collector's
   * work grows with the backlog, so the client falls further behind the more it is behind. A due time in an
   * array costs nothing to collect.
   */
  running?: number;
  /** Checked before each start, given the number started so far; false stops the schedule (the request cap). */
  mayStart?: (started: number) => boolean;
  signal?: AbortSignal;
  now?: () => number;
}

export interface ScheduleResult {
  /** Iterations that came due. */
  due: number;
  started: number;
  dropped: number;
  stoppedBy: 'duration' | 'cap' | 'interrupted';
  /** From the first due iteration to the end of the schedule, in ms. */
  elapsedMs: number;
  /** Largest delay between an iteration's due time and its start, in ms (generator lag). */
  maxLagMs: number;
}

export interface Schedule {
  readonly inFlight: number;
  readonly dropped: number;
  /** Resolves when the schedule ended (no more starts); in-flight iterations may still run. */
  readonly ended: Promise<ScheduleResult>;
  /** Resolves when the schedule ended and every started iteration finished. */
  settled(): Promise<ScheduleResult>;
}

/** Starts the schedule; `iteration` is given its due time (on the `now` clock) and must not reject. */
export function startSchedule(options: ScheduleOptions, iteration: (dueAt: number) => Promise<void>): Schedule {
  const now = options.now ?? (() => performance.now());
  const interval = 1000 / options.rate;
  const total = Math.max(1, Math.round((options.durationMs / 1000) * options.rate));
  let inFlight = 0;
  /** Iterations running (started and not finished); the rest of those in flight wait in `queued`. */
  let running = 0;
  const maxRunning = options.running ?? Infinity;
  /** Due times of the iterations in flight that wait for a running one to finish, oldest first, from `head`. */
  let queued: number[] = [];
  let head = 0;
  let started = 0;
  let dropped = 0;
  let maxLag = 0;
  let idle: (() => void) | undefined;
  const start = now();

  const run = (dueAt: number) => {
    running++;
    iteration(dueAt).then(finished, finished);
  };
  const finished = () => {
    inFlight--;
    running--;
    if (head < queued.length) {
      const dueAt = queued[head++];
      // Compacted once drained (or half consumed), so that the queue never holds more than its backlog.
      if (head === queued.length) {
        queued = [];
        head = 0;
      } else if (head > 1024 && head * 2 > queued.length) {
        queued = queued.slice(head);
        head = 0;
      }
      run(dueAt);
    }
    if (inFlight === 0 && idle) idle();
  };

  const ended = (async (): Promise<ScheduleResult> => {
    let i = 0;
    let stoppedBy: ScheduleResult['stoppedBy'] = 'duration';
    outer: while (i < total) {
      if (options.signal?.aborted) {
        stoppedBy = 'interrupted';
        break;
      }
      const t = now();
      const due = Math.min(total, Math.floor((t - start) / interval) + 1);
      while (i < due) {
        const dueAt = start + i * interval;
        i++;
        if (options.mayStart && !options.mayStart(started)) {
          stoppedBy = 'cap';
          break outer;
        }
        if (inFlight >= options.maxInFlight) {
          dropped++;
          continue;
        }
        maxLag = Math.max(maxLag, t - dueAt);
        inFlight++;
        started++;
        if (running < maxRunning) run(dueAt);
        else queued.push(dueAt);
      }
      if (i >= total) break;
      const wait = start + i * interval - now();
      await sleep(Math.max(0, wait), options.signal);
    }
    return { due: i, started, dropped, stoppedBy, elapsedMs: Math.round(now() - start), maxLagMs: Math.round(maxLag) };
  })();

  return {
    get inFlight() {
      return inFlight;
    },
    get dropped() {
      return dropped;
    },
    ended,
    async settled() {
      const result = await ended;
      if (inFlight > 0) await new Promise<void>((resolve) => (idle = resolve));
      return result;
    },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
