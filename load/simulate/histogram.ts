// Latency as an HDR histogram: fixed memory whatever the number of values, three significant digits,
// microsecond resolution up to an hour. Values beyond the range are clamped, never dropped.
import * as hdr from 'hdr-histogram-js';

const HIGHEST_US = 3_600_000_000;

export class LatencyHistogram {
  private readonly h = hdr.build({
    bitBucketSize: 32,
    autoResize: false,
    lowestDiscernibleValue: 1,
    highestTrackableValue: HIGHEST_US,
    numberOfSignificantValueDigits: 3,
  });

  recordMs(ms: number): void {
    const us = Math.round(ms * 1000);
    this.h.recordValue(Math.min(HIGHEST_US, Math.max(1, Number.isFinite(us) ? us : HIGHEST_US)));
  }

  get count(): number {
    return this.h.totalCount;
  }

  /** Milliseconds at the percentile (0 when empty), rounded to microseconds. */
  percentileMs(p: number): number {
    if (this.h.totalCount === 0) return 0;
    // A bucket reports its upper edge; no percentile is above the largest value actually seen.
    return round3(Math.min(this.h.getValueAtPercentile(p), this.h.maxValue) / 1000);
  }

  maxMs(): number {
    return this.h.totalCount === 0 ? 0 : round3(this.h.maxValue / 1000);
  }

  meanMs(): number {
    return this.h.totalCount === 0 ? 0 : round3(this.h.mean / 1000);
  }

  reset(): void {
    this.h.reset();
  }

  add(other: LatencyHistogram): void {
    this.h.add(other.h);
  }

  summary(): LatencySummary {
    return {
      p50: this.percentileMs(50),
      p90: this.percentileMs(90),
      p99: this.percentileMs(99),
      'p99.9': this.percentileMs(99.9),
      max: this.maxMs(),
      mean: this.meanMs(),
    };
  }
}

export interface LatencySummary {
  p50: number;
  p90: number;
  p99: number;
  'p99.9': number;
  max: number;
  mean: number;
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}
