// The outcome of one simulation, as every report (JSON, JUnit, HTML, console) reads it.
import type { OperationFigures } from './stats.ts';
import type { SeriesPoint } from './series.ts';
import type { ThresholdVerdict } from './thresholds.ts';
import type { CleanupResult } from './scenario.ts';
import type { Mix } from './mix.ts';

export interface SimulationSettings {
  interface: 'a' | 'b';
  /** Iterations per second. */
  rate: number;
  durationSeconds: number;
  /** Requests (attempts, retries included) after which no new iteration starts. */
  maxRequests: number;
  /** Iterations under way at once; one more that comes due is dropped. */
  maxInFlight: number;
  connections: number;
  mix: Mix;
  thresholds: string[];
  /** One response in this many is checked against its schema (0: none). */
  schemaSampleEvery: number;
  seed: number;
}

export interface SimulationReport {
  tool: { name: string; version: string };
  kind: 'simulation';
  startedAt: string;
  finishedAt: string;
  target: string;
  embedded: boolean;
  settings: SimulationSettings;
  summary: {
    /** Iterations that came due, started, and dropped because too many were in flight. */
    due: number;
    started: number;
    dropped: number;
    /** HTTP requests sent (attempts, retries included). */
    requests: number;
    elapsedSeconds: number;
    stoppedBy: 'duration' | 'max-requests' | 'interrupted';
    /** Largest delay of an iteration's start behind its due time (the generator's own lag), ms. */
    maxLagMs: number;
  };
  total: OperationFigures;
  operations: OperationFigures[];
  series: { pointSeconds: number; points: SeriesPoint[] };
  thresholds: ThresholdVerdict[];
  cleanup: CleanupResult;
  interrupted?: boolean;
  /** 0 every threshold held, 1 one failed, 130 interrupted. */
  exitCode: number;
}

export function failedThresholds(report: SimulationReport): ThresholdVerdict[] {
  return report.thresholds.filter((t) => t.ok === false);
}
