// Everything a simulation measures, in fixed memory: per operation a latency histogram and counters, for
// all operations together the same, a time series, and a window for the progress line.
import { LatencyHistogram, type LatencySummary } from './histogram.ts';
import { Series, type SeriesPoint } from './series.ts';
import type { CallOutcome } from './caller.ts';

const MAX_EXAMPLES = 3;

export interface OperationFigures {
  name: string;
  /** Operations completed (answered, failed in transport, or suppressed). */
  count: number;
  /** Completed operations per second over the run. */
  throughput: number;
  latency: LatencySummary;
  /** Latency at these percentiles, for the percentile chart. */
  percentiles: { p: number; ms: number }[];
  /** Status of every attempt (retried ones included); `transport` for requests that got no answer. */
  statuses: Record<string, number>;
  attempts: number;
  /** Operations whose final outcome was not a 2xx/3xx. */
  errors: number;
  errorRate: number;
  throttled: number;
  /** Share of attempts answered 429, in percent. */
  throttledShare: number;
  retryAfterHonoured: number;
  backoffRetries: number;
  suppressedResends: number;
  transportErrors: string[];
  schema: { checked: number; broken: number; examples: string[] };
}

export const PERCENTILES = [0, 50, 75, 90, 95, 99, 99.9, 99.99, 100];

class OperationStats {
  readonly latency = new LatencyHistogram();
  count = 0;
  attempts = 0;
  errors = 0;
  throttled = 0;
  retryAfterHonoured = 0;
  backoffRetries = 0;
  suppressed = 0;
  /** Attempts by status (a number), `transport` or `<status> (not resent)`: keyed by the number itself, no text per request. */
  readonly statuses = new Map<number | string, number>();
  readonly transportErrors: string[] = [];
  schemaChecked = 0;
  schemaBroken = 0;
  readonly schemaExamples: string[] = [];

  figures(name: string, seconds: number): OperationFigures {
    return {
      name,
      count: this.count,
      throughput: round2(this.count / Math.max(seconds, 1e-3)),
      latency: this.latency.summary(),
      percentiles: PERCENTILES.map((p) => ({ p, ms: p === 0 ? this.latency.percentileMs(0) : this.latency.percentileMs(p) })),
      statuses: Object.fromEntries([...this.statuses].map(([k, n]) => [String(k), n] as const).sort(([a], [b]) => a.localeCompare(b))),
      attempts: this.attempts,
      errors: this.errors,
      errorRate: this.count ? round3((100 * this.errors) / this.count) : 0,
      throttled: this.throttled,
      throttledShare: this.attempts ? round3((100 * this.throttled) / this.attempts) : 0,
      retryAfterHonoured: this.retryAfterHonoured,
      backoffRetries: this.backoffRetries,
      suppressedResends: this.suppressed,
      transportErrors: [...this.transportErrors],
      schema: { checked: this.schemaChecked, broken: this.schemaBroken, examples: [...this.schemaExamples] },
    };
  }

  /** Counts one completed operation; its latency goes to the histogram only when `latency` is true. */
  add(outcome: CallOutcome, latencyMs: number | undefined, latency = true): { error: boolean; throttled: number } {
    this.count++;
    let throttled = 0;
    for (const s of outcome.attempts) {
      const key = s ?? 'transport';
      this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
      this.attempts++;
      if (s === 429) throttled++;
    }
    this.throttled += throttled;
    this.retryAfterHonoured += outcome.retryAfterHonoured;
    this.backoffRetries += outcome.backoffRetries;
    if (outcome.suppressed) {
      this.suppressed++;
      const key = `${outcome.status} (not resent)`;
      this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    }
    const error = outcome.status === undefined || outcome.status >= 400;
    if (error) this.errors++;
    if (outcome.error && this.transportErrors.length < MAX_EXAMPLES) this.transportErrors.push(outcome.error);
    // A suppressed resend was never sent: it has no latency to speak of.
    if (latency && latencyMs !== undefined && !outcome.suppressed) this.latency.recordMs(latencyMs);
    return { error, throttled };
  }
}

export interface ProgressSnapshot {
  elapsedSeconds: number;
  /** Over the window since the last snapshot. */
  rate: number;
  p50: number;
  p99: number;
  completed: number;
  errors: number;
  throttled: number;
  inFlight: number;
  dropped: number;
}

export class Recorder {
  private readonly ops = new Map<string, OperationStats>();
  private readonly total = new OperationStats();
  readonly series: Series;
  private readonly window = new LatencyHistogram();
  private windowCount = 0;
  private windowStart: number;

  constructor(
    readonly startMs: number,
    operations: readonly string[],
    seriesCap?: number,
  ) {
    for (const op of operations) this.ops.set(op, new OperationStats());
    this.series = new Series(startMs, seriesCap);
    this.windowStart = startMs;
  }

  /** One completed operation; latency from its intended start. */
  record(operation: string, outcome: CallOutcome, latencyMs: number, nowMs: number): void {
    const stats = this.ops.get(operation) ?? this.ops.set(operation, new OperationStats()).get(operation)!;
    stats.add(outcome, latencyMs);
    // The total's latency is the operations' histograms added up when asked for: one record less per request.
    const { error, throttled } = this.total.add(outcome, latencyMs, false);
    const measured = outcome.suppressed ? undefined : latencyMs;
    this.series.record(nowMs, measured, error, throttled);
    if (measured !== undefined) this.window.recordMs(measured);
    this.windowCount++;
  }

  /** A response checked against its schema, with the problems found. */
  schema(operation: string, problems: string[]): void {
    for (const s of [this.ops.get(operation), this.total]) {
      if (!s) continue;
      s.schemaChecked++;
      if (problems.length) {
        s.schemaBroken++;
        if (s.schemaExamples.length < MAX_EXAMPLES) s.schemaExamples.push(`${operation}: ${problems.slice(0, 3).join('; ')}`);
      }
    }
  }

  snapshot(nowMs: number, inFlight: number, dropped: number): ProgressSnapshot {
    const seconds = Math.max((nowMs - this.windowStart) / 1000, 1e-3);
    const s: ProgressSnapshot = {
      elapsedSeconds: (nowMs - this.startMs) / 1000,
      rate: round2(this.windowCount / seconds),
      p50: this.window.percentileMs(50),
      p99: this.window.percentileMs(99),
      completed: this.total.count,
      errors: this.total.errors,
      throttled: this.total.throttled,
      inFlight,
      dropped,
    };
    this.window.reset();
    this.windowCount = 0;
    this.windowStart = nowMs;
    this.series.roll(nowMs);
    return s;
  }

  operations(seconds: number): OperationFigures[] {
    return [...this.ops].map(([name, s]) => s.figures(name, seconds));
  }

  totals(seconds: number): OperationFigures {
    this.total.latency.reset();
    for (const op of this.ops.values()) this.total.latency.add(op.latency);
    return this.total.figures('total', seconds);
  }

  finish(nowMs: number): SeriesPoint[] {
    this.series.finish(nowMs);
    return this.series.points();
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
