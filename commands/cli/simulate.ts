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
    .option('reporter', { type: 'string', array: true, describe: `outputs: ${SIMULATION_REPORTERS.join(', ')} (repeatable; default all)` })
    .option('export', { type: 'string', nargs: 2, describe: 'write, instead of simulating, the same scenario for another engine: --export artillery <dir>' })
    .option('workers', { type: 'number', describe: 'with --export: machines the load is spread over (run-fargate --count N); the rate is divided among them' });
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
  if (args.export !== undefined) return exportCommand(args, io);
  // Loaded on demand: `--help` stays fast.
  const { resolveSimulation } = await import('../../load/simulate/config.ts');
  const { executeSimulation } = await import('../simulate/execute.ts');
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

/** `--export artillery <dir>`: the files are written, nothing is sent. */
async function exportCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const { UsageError } = await import('../../src/errors.ts');
  const { writeArtilleryExport } = await import('../../load/simulate/export/artillery/export.ts');
  const { ARTILLERY_VERSION } = await import('../../load/simulate/export/artillery/defaults.ts');
  const value = ([] as unknown[]).concat(args.export).map(String);
  if (value.length !== 2) throw new UsageError('--export needs a format and a folder: --export artillery <dir>');
  const workers = args.workers === undefined ? undefined : Number(args.workers);
  const result = await writeArtilleryExport(toSimulateFlags(args), { format: value[0], dir: value[1], workers });
  const rel = (f: string) => f.slice(result.dir.length + 1);
  io.stdout.write(
    [
      `conformance: wrote ${result.files.map(rel).join(', ')} to ${result.dir} (${result.perWorker} arrivals/s per machine)`,
      `run it: ARTILLERY_DISABLE_TELEMETRY=true WORKER_ID=local npx artillery@${ARTILLERY_VERSION} run ${result.script}   (credentials: see README.md there)`,
      '',
    ].join('\n'),
  );
  return 0;
}
