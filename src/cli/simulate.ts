// `conformance simulate`: rule-abiding client traffic at a constant arrival rate, with latency percentiles,
// thresholds and reports. Exit 0 every threshold held, 1 one failed, 2 bad usage, 130 interrupted.
import type { Argv } from 'yargs';
import { argReaders, targetFlags } from './args.ts';
import { targetOptions } from './options.ts';
import { SIMULATE_DEFAULTS, SIMULATION_REPORTERS } from '../../load/simulate/defaults.ts';
import type { SimulateFlags } from '../../load/simulate/config.ts';

export function simulateOptions(y: Argv) {
  return targetOptions(y)
    .option('interface', { type: 'string', describe: 'interface to drive: a or b', demandOption: true })
    .option('rate', { type: 'number', describe: 'iterations (operations) started per second, whatever the answers take', demandOption: true })
    .option('duration', { type: 'number', describe: 'seconds to run', demandOption: true })
    .option('max-requests', { type: 'number', describe: `requests (retries included) after which no iteration starts (default rate × duration × ${SIMULATE_DEFAULTS.requestCapFactor})` })
    .option('max-in-flight', { type: 'number', describe: `iterations under way at once; one more that comes due is dropped (default max(${SIMULATE_DEFAULTS.minInFlight}, rate))` })
    .option('connections', { type: 'number', describe: `keep-alive connections to the target (default ${SIMULATE_DEFAULTS.connections})` })
    .option('mix', { type: 'string', describe: 'operation weights: b list=40,create=20,read=20,patch=10,delete=10; a create=50,replace=20,query=30' })
    .option('threshold', { type: 'string', array: true, describe: "pass/fail criteria, e.g. 'p99<300,errors<1%' (p50 p90 p99 p99.9 max mean errors rate; 'list:p99<200' scopes one)" })
    .option('schema-sample', { type: 'number', describe: `check one response in N against its schema (default ${SIMULATE_DEFAULTS.schemaSampleEvery}; 0 none)` })
    .option('seed', { type: 'number', describe: 'seed of the choices (operations, filters, bodies)' })
    .option('reporter', { type: 'string', array: true, describe: `outputs: ${SIMULATION_REPORTERS.join(', ')} (repeatable; default all)` });
}

export function toSimulateFlags(a: Record<string, unknown>): SimulateFlags {
  const { num, str, list } = argReaders(a);
  return {
    ...targetFlags(a),
    interface: str('interface'),
    rate: num('rate'),
    duration: num('duration'),
    maxRequests: num('max-requests'),
    maxInFlight: num('max-in-flight'),
    connections: num('connections'),
    mix: str('mix'),
    threshold: list('threshold'),
    schemaSample: num('schema-sample'),
    seed: num('seed'),
    reporter: list('reporter'),
  };
}

export async function simulateCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  // Loaded on demand: `--help` stays fast.
  const { resolveSimulation } = await import('../../load/simulate/config.ts');
  const { executeSimulation } = await import('../../load/simulate/execute.ts');
  const resolved = resolveSimulation(toSimulateFlags(args));
  const controller = new AbortController();
  let signals = 0;
  const onSignal = (sig: NodeJS.Signals) => {
    signals++;
    if (signals > 1) process.exit(130); // a second Ctrl-C: leave at once
    process.stderr.write(`\nconformance: ${sig}: stopping, deleting what this simulation created, writing reports (again to quit at once)\n`);
    controller.abort(new Error(`interrupted by ${sig}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const tty = Boolean((io.stdout as NodeJS.WriteStream).isTTY);
    const report = await executeSimulation(resolved, { stdout: io.stdout, tty, interrupt: controller.signal });
    return report.exitCode;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
