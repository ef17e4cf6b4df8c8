// `conformance run`: flags of the contract, signal handling, exit status.
import { resolveRunConfig, type RunFlags } from '../../src/engine/config.ts';
import { executeRun } from '../run/run.ts';
import { reporterNames } from '../../reporters/index.ts';
import { UsageError } from '../../src/errors.ts';
import { argReaders, targetFlags } from './args.ts';

type RunArgs = Record<string, unknown>;

export function toRunFlags(a: RunArgs): RunFlags {
  const { num, list, bool } = argReaders(a);
  for (const r of list('reporter') ?? []) if (!(reporterNames as readonly string[]).includes(r)) throw new UsageError(`--reporter ${r} is unknown (known: ${reporterNames.join(', ')})`);
  return {
    ...targetFlags(a),
    interface: list('interface'),
    reporter: list('reporter'),
    seed: num('seed'),
    runs: num('runs'),
    shrink: bool('shrink'),
    only: list('only'),
    exclude: list('exclude'),
    maxTime: num('max-time'),
    maxFailures: num('max-failures'),
    load: bool('load'),
    loadMaxRequests: num('load-max-requests'),
    loadMaxSeconds: num('load-max-seconds'),
    concurrency: num('concurrency'),
    keepFailed: bool('keep-failed'),
    maxRate: num('max-rate'),
    ...(a.baseline !== undefined ? { baseline: typeof a.baseline === 'string' ? a.baseline : '' } : {}),
    ...(a['fail-on'] !== undefined ? { failOn: String(a['fail-on']) } : {}),
  };
}

export async function runCommand(args: RunArgs, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  // A certification states what a product does, all of it: a baseline would hide failures from it.
  const refuseBaseline = () => new UsageError('--certify takes no baseline (--baseline or the profile\'s "baseline"): a certification bundle shows every failure; run without it');
  if (args.certify !== undefined && args.baseline !== undefined) throw refuseBaseline();
  const config = resolveRunConfig(toRunFlags(args));
  if (args.certify !== undefined && config.baseline) throw refuseBaseline();
  if (args.certify === undefined && (args.product !== undefined || args['sign-key'] !== undefined)) throw new UsageError('--product and --sign-key go with --certify <dir>');
  if (args.certify === '' || args.certify === true) throw new UsageError('--certify needs a directory: --certify <dir>');
  // A bundle certifies a product: without its name and version it certifies nothing a reader can check.
  if (args.certify !== undefined && args.product === undefined) throw new UsageError('--certify needs --product "<name> <version>": the product the bundle certifies');
  if (args.certify !== undefined) (await import('../certify/run.ts')).refusePartial(config);
  const controller = new AbortController();
  let signals = 0;
  const onSignal = (sig: NodeJS.Signals) => {
    signals++;
    if (signals > 1) process.exit(130); // a second Ctrl-C: leave at once
    process.stderr.write(`\nconformance: ${sig}: stopping, deleting what this run created, writing partial reports (again to quit at once)\n`);
    controller.abort(new Error(`interrupted by ${sig}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const stdout = io.stdout as NodeJS.WriteStream;
    const color = Boolean(stdout.isTTY) && !process.env.NO_COLOR;
    const certify = typeof args.certify === 'string' ? args.certify : undefined;
    const report = certify
      ? await (await import('../certify/run.ts')).certifyRun(config, args, { dir: certify, product: args.product as string | undefined, signKey: args['sign-key'] as string | undefined }, { stdout: io.stdout, interrupt: controller.signal })
      : await executeRun(config, { interrupt: controller.signal, stream: io.stdout, color });
    return report.exitCode;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
