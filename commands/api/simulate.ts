// `simulate()` of the programmatic API: `conformance simulate`'s resolution and execution (resolveSimulation,
// executeSimulation), with no output unless a reporter is asked for, and an AbortSignal instead of signals.
import type { SimulationReport } from '../../load/simulate/result.ts';
import type { SimulateOptions } from './types.ts';
import { targetFlagsOf } from './options.ts';

export async function simulate(options: SimulateOptions): Promise<SimulationReport> {
  const { resolveSimulation } = await import('../../load/simulate/config.ts');
  const { executeSimulation } = await import('../simulate/execute.ts');
  const resolved = resolveSimulation(
    {
      ...targetFlagsOf(options),
      interface: options.interface,
      rate: options.rate,
      duration: options.duration,
      maxRequests: options.maxRequests,
      maxInFlight: options.maxInFlight,
      connections: options.connections,
      mix: options.mix,
      threshold: options.thresholds,
      schemaSample: options.schemaSample,
      seed: options.seed,
      // Resolved with the reporters the CLI takes, then narrowed to those asked for (none by default).
      reporter: options.reporters?.length ? options.reporters : undefined,
    },
    options.env ?? process.env,
  );
  if (!options.reporters?.length) resolved.reporters = [];
  return executeSimulation(resolved, { stdout: options.stream ?? process.stdout, tty: false, interrupt: options.signal ?? new AbortController().signal });
}
