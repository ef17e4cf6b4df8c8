// `conformance run`: flags of the contract, signal handling, exit status.
import type { Argv } from 'yargs';
import { resolveRunConfig, type RunFlags } from '../engine/config.ts';
import { executeRun } from '../engine/run.ts';
import { reporterNames } from '../../reporters/index.ts';
import { UsageError } from '../engine/errors.ts';
import { DEFAULTS } from '../defaults.ts';

export function runOptions(y: Argv) {
  return y
    .option('target', { type: 'string', describe: 'base URL of the implementation under test (omitted: the embedded reference)' })
    .option('interface', { type: 'string', array: true, describe: 'interface(s) to test: a, b (repeatable; default both)' })
    .option('config', { type: 'string', describe: 'profile file (JSON); flags override it' })
    .option('api-key', { type: 'string', describe: 'interface A key (prefer CONFORMANCE_API_KEY: argv can end up in logs)' })
    .option('api-key-header', { type: 'string', describe: 'interface A key header (default X-API-KEY)' })
    .option('token-url', { type: 'string', describe: 'interface B OAuth 2.0 token endpoint' })
    .option('client-id', { type: 'string', describe: 'interface B client id (also CONFORMANCE_CLIENT_ID)' })
    .option('client-secret', { type: 'string', describe: 'interface B client secret (prefer CONFORMANCE_CLIENT_SECRET)' })
    .option('scope', { type: 'string', describe: 'interface B scope to request' })
    .option('bearer-token', { type: 'string', describe: 'interface B static access token (prefer CONFORMANCE_BEARER_TOKEN)' })
    .option('reporter', { type: 'string', array: true, describe: `report format(s): ${reporterNames.join(', ')} (repeatable; default console)` })
    .option('output-dir', { type: 'string', describe: `where report files go (default ${DEFAULTS.outputDir})` })
    .option('seed', { type: 'number', describe: 'property-based seed: the same seed replays a run' })
    .option('runs', { type: 'number', describe: `runs per property (default ${DEFAULTS.runs})` })
    .option('only', { type: 'string', array: true, describe: 'run the checks whose id matches (glob, e.g. "B2.*")' })
    .option('request-timeout', { type: 'number', describe: `ms one request may take, headers and body (default ${DEFAULTS.requestTimeoutMs})` })
    .option('load', { type: 'boolean', describe: 'add the throttling phase (burst load, 429 and Retry-After rules)' })
    .option('load-max-requests', { type: 'number', describe: 'request bound of the throttling phase' })
    .option('load-max-seconds', { type: 'number', describe: 'time bound of the throttling phase' })
    .option('concurrency', { type: 'number', describe: `checks run at once (default ${DEFAULTS.concurrency})` })
    .option('insecure', { type: 'boolean', describe: 'accept an https target whose certificate is not trusted' });
}

type RunArgs = Record<string, unknown>;

export function toRunFlags(a: RunArgs): RunFlags {
  const num = (k: string) => {
    const v = a[k];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || Number.isNaN(v)) throw new UsageError(`--${k} must be a number`);
    return v;
  };
  const str = (k: string) => {
    const v = a[k];
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || v === '') throw new UsageError(`--${k} needs a value`);
    return v;
  };
  const list = (k: string) => (a[k] as string[] | undefined)?.map(String);
  for (const r of list('reporter') ?? []) if (!(reporterNames as readonly string[]).includes(r)) throw new UsageError(`--reporter ${r} is unknown (known: ${reporterNames.join(', ')})`);
  return {
    target: str('target'),
    interface: list('interface'),
    config: str('config'),
    apiKey: str('api-key'),
    apiKeyHeader: str('api-key-header'),
    tokenUrl: str('token-url'),
    clientId: str('client-id'),
    clientSecret: str('client-secret'),
    scope: str('scope'),
    bearerToken: str('bearer-token'),
    reporter: list('reporter'),
    outputDir: str('output-dir'),
    seed: num('seed'),
    runs: num('runs'),
    only: list('only'),
    requestTimeout: num('request-timeout'),
    load: a.load as boolean | undefined,
    loadMaxRequests: num('load-max-requests'),
    loadMaxSeconds: num('load-max-seconds'),
    concurrency: num('concurrency'),
    insecure: a.insecure as boolean | undefined,
  };
}

export async function runCommand(args: RunArgs, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const config = resolveRunConfig(toRunFlags(args));
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
    const report = await executeRun(config, { interrupt: controller.signal, stream: io.stdout, color });
    return report.exitCode;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
