// Latency and counts over time, one point per second, in a fixed amount of memory: once `cap` points are
// held, neighbours are merged pairwise and each point covers twice the time from then on. A point made
// from one bucket carries that bucket's exact percentiles; a merged point keeps the larger p99 and max
// (never understating a bad second) and a count-weighted p50.
import { LatencyHistogram } from './histogram.ts';

export interface SeriesPoint {
  /** Seconds from the start to the beginning of the point. */
  t: number;
  /** Seconds the point covers. */
  seconds: number;
  count: number;
  errors: number;
  throttled: number;
  p50: number;
  p99: number;
  max: number;
}

export class Series {
  private readonly done: SeriesPoint[] = [];
  private width = 1;
  private bucketStart = 0;
  private readonly bucket = new LatencyHistogram();
  private count = 0;
  private errors = 0;
  private throttled = 0;

  constructor(
    private readonly startMs: number,
    private readonly cap = 1200,
  ) {}

  get seconds(): number {
    return this.width;
  }

  record(nowMs: number, latencyMs: number | undefined, error: boolean, throttled: number): void {
    this.roll(nowMs);
    this.count++;
    if (error) this.errors++;
    this.throttled += throttled;
    if (latencyMs !== undefined) this.bucket.recordMs(latencyMs);
  }

  /** Closes every bucket that ended before `nowMs`. */
  roll(nowMs: number): void {
    const elapsed = (nowMs - this.startMs) / 1000;
    while (elapsed >= this.bucketStart + this.width) this.close();
  }

  /** Closes the last, partial bucket. */
  finish(nowMs: number): void {
    this.roll(nowMs);
    const elapsed = (nowMs - this.startMs) / 1000;
    if (this.count > 0 || elapsed > this.bucketStart) this.close(Math.max(0, elapsed - this.bucketStart));
  }

  points(): SeriesPoint[] {
    return [...this.done];
  }

  private close(seconds = this.width): void {
    this.done.push({
      t: round3(this.bucketStart),
      seconds: round3(seconds),
      count: this.count,
      errors: this.errors,
      throttled: this.throttled,
      p50: this.bucket.percentileMs(50),
      p99: this.bucket.percentileMs(99),
      max: this.bucket.maxMs(),
    });
    this.bucketStart += this.width;
    this.bucket.reset();
    this.count = this.errors = this.throttled = 0;
    if (this.done.length >= this.cap) this.halve();
  }

  private halve(): void {
    const merged: SeriesPoint[] = [];
    for (let i = 0; i < this.done.length; i += 2) {
      const a = this.done[i];
      const b = this.done[i + 1];
      if (!b) {
        merged.push(a);
        continue;
      }
      const count = a.count + b.count;
      merged.push({
        t: a.t,
        seconds: round3(a.seconds + b.seconds),
        count,
        errors: a.errors + b.errors,
        throttled: a.throttled + b.throttled,
        p50: count ? round3((a.p50 * a.count + b.p50 * b.count) / count) : 0,
        p99: Math.max(a.p99, b.p99),
        max: Math.max(a.max, b.max),
      });
    }
    this.done.length = 0;
    this.done.push(...merged);
    this.width *= 2;
  }
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
