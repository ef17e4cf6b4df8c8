// `run()` of the programmatic API: the same configuration and run as `conformance run` (resolveRunConfig,
// executeRun), without the command line's parts: no process.exit, no signal handlers, no output unless a
// reporter is asked for. Cleanup of what the run created is executeRun's, as for the CLI.
import { resolveRunConfig } from '../../src/engine/config.ts';
import { executeRun } from '../run/run.ts';
import { UsageError } from '../../src/errors.ts';
import type { Reporter, RunReport } from '../../src/engine/types.ts';
import type { RunOptions } from './types.ts';
import { checkOptionKeys, targetFlagsOf, TARGET_OPTION_KEYS } from './options.ts';

/** Every key run() takes: a key outside it is a mistake to report, not to ignore (a typo would drop a bound). */
const RUN_OPTION_KEYS = [
  ...TARGET_OPTION_KEYS,
  'interfaces', 'reporters', 'seed', 'runs', 'shrink', 'only', 'exclude', 'maxTime', 'maxFailures', 'keepFailed',
  'load', 'loadMaxRequests', 'loadMaxSeconds', 'concurrency', 'maxRate', 'color', 'baseline', 'failOn',
] as const satisfies readonly (keyof RunOptions)[];
// Compile-time: every key of RunOptions is listed above.
type Unlisted = Exclude<keyof RunOptions, (typeof RUN_OPTION_KEYS)[number]>;
const everyKeyListed: Unlisted extends never ? true : Unlisted = true;
void everyKeyListed;

export async function run(options: RunOptions = {}): Promise<RunReport> {
  checkOptionKeys('run', options, RUN_OPTION_KEYS);
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
      shrink: options.shrink,
      only: options.only,
      exclude: options.exclude,
      maxTime: options.maxTime,
      maxFailures: options.maxFailures,
      keepFailed: options.keepFailed,
      load: options.load,
      loadMaxRequests: options.loadMaxRequests,
      loadMaxSeconds: options.loadMaxSeconds,
      concurrency: options.concurrency,
      maxRate: options.maxRate,
      baseline: options.baseline,
      failOn: options.failOn,
    },
    options.env ?? process.env,
  );
  // The CLI's default reporter is the console; a program gets no output unless it asks.
  config.reporters = named;
  const interrupt = options.signal ?? new AbortController().signal;
  return executeRun(config, { interrupt, stream: options.stream ?? process.stdout, color: options.color ?? false, reporters: objects });
}
