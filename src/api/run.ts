// `run()` of the programmatic API: the same configuration and run as `conformance run` (resolveRunConfig,
// executeRun), without the command line's parts: no process.exit, no signal handlers, no output unless a
// reporter is asked for. Cleanup of what the run created is executeRun's, as for the CLI.
import { resolveRunConfig } from '../engine/config.ts';
import { executeRun } from '../engine/run.ts';
import { UsageError } from '../engine/errors.ts';
import type { Reporter, RunReport } from '../engine/types.ts';
import type { RunOptions } from './types.ts';
import { targetFlagsOf } from './options.ts';

export async function run(options: RunOptions = {}): Promise<RunReport> {
  const named: string[] = [];
  const objects: Reporter[] = [];
  for (const r of options.reporters ?? []) {
    if (typeof r === 'string') named.push(r);
    else if (r && typeof r === 'object') objects.push(r);
    else throw new UsageError(`reporters: ${String(r)} is neither a reporter name nor a reporter`);
  }
  const config = resolveRunConfig(
    {
      ...targetFlagsOf(options),
      interface: options.interfaces,
      seed: options.seed,
      runs: options.runs,
      only: options.only,
      load: options.load,
      loadMaxRequests: options.loadMaxRequests,
      loadMaxSeconds: options.loadMaxSeconds,
      concurrency: options.concurrency,
      maxRate: options.maxRate,
    },
    options.env ?? process.env,
  );
  // The CLI's default reporter is the console; a program gets no output unless it asks.
  config.reporters = named;
  const interrupt = options.signal ?? new AbortController().signal;
  return executeRun(config, { interrupt, stream: options.stream ?? process.stdout, color: options.color ?? false, reporters: objects });
}
