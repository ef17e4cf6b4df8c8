// The programmatic API: `import { run, serve, simulate, checks } from 'conformance'`. Each function loads
// its implementation on first call, so that importing the package costs next to nothing.
export type * from './api/types.ts';
export { UsageError } from '../src/errors.ts';

import type { CheckInfo, RunOptions, RunReport, Served, ServeOptions, SimulateOptions, SimulationReport } from './api/types.ts';

/**
 * Tests an implementation (the embedded reference servers when no target is given), as `conformance run`.
 * Resolves with the report (the JSON report's shape; `exitCode` says what the CLI would exit with); rejects
 * with a UsageError when the run cannot be made (bad options, unreachable target, no token). Writes nothing
 * unless `reporters` asks; what the run created is deleted also when it fails or `signal` aborts.
 */
export async function run(options: RunOptions = {}): Promise<RunReport> {
  return (await import('./api/run.ts')).run(options);
}

/** Starts the embedded reference implementation(s) on loopback; `close()` (or `signal`) stops them. */
export async function serve(options: ServeOptions = {}): Promise<Served> {
  return (await import('./api/serve.ts')).serve(options);
}

/** Drives rule-abiding client traffic at a constant rate, as `conformance simulate`. */
export async function simulate(options: SimulateOptions): Promise<SimulationReport> {
  return (await import('./api/simulate.ts')).simulate(options);
}

/** The catalogue of checks, as `conformance checks --format json`. */
export async function checks(options: { interfaces?: ('a' | 'b')[] } = {}): Promise<CheckInfo[]> {
  return (await import('./api/checks.ts')).checks(options);
}
