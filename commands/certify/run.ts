// `conformance run --certify <dir>`: a complete run (nothing left out) whose reports, exchanges and
// manifest go into a bundle a certifier can verify.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { DEFAULTS } from '../../src/defaults.ts';
import { UsageError } from '../../src/errors.ts';
import { executeRun } from '../run/run.ts';
import type { RunConfig } from '../../src/engine/config.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { bundlePaths, writeBundle } from './bundle.ts';
import { ExchangeCollector } from './har.ts';

export interface CertifyOptions {
  dir: string;
  product?: string;
  signKey?: string;
}

/** What would make the result partial, as the flags that asked for it; exit 2 before anything runs. */
export function refusePartial(config: RunConfig): void {
  const why: string[] = [];
  if (config.only?.length) why.push('--only leaves checks out');
  if (config.exclude?.length) why.push('--exclude leaves checks out');
  if (config.runs < DEFAULTS.runs) why.push(`--runs ${config.runs} is below the default ${DEFAULTS.runs}`);
  if (config.maxTimeMs !== undefined) why.push('--max-time may stop the run before every check ran');
  if (config.maxFailures !== undefined) why.push('--max-failures may stop the run before every check ran');
  if (why.length) throw new UsageError(`--certify needs a complete run: ${why.join('; ')}`);
}

const QUOTE_SAFE = /^[A-Za-z0-9_./:=@,+-]+$/;
const quote = (s: string): string => (QUOTE_SAFE.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** Flags that reproduce the run; credentials are left to the environment. */
const REPRODUCED = ['target', 'config', 'api-key-header', 'token-url', 'issuer', 'auth-method', 'client-key-id', 'client-id', 'scope', 'request-timeout', 'insecure', 'interface', 'load', 'load-max-requests', 'load-max-seconds', 'concurrency'];

export function reproduceCommand(args: Record<string, unknown>, config: RunConfig, opts: CertifyOptions): string {
  const parts = ['conformance', 'run', '--certify', quote(opts.dir)];
  if (opts.product !== undefined) parts.push('--product', quote(opts.product));
  for (const name of REPRODUCED) {
    const v = args[name];
    if (v === undefined || v === false) continue;
    for (const one of Array.isArray(v) ? v : [v]) parts.push(one === true ? `--${name}` : `--${name} ${quote(String(one))}`);
  }
  parts.push(`--seed ${config.seed}`, `--runs ${config.runs}`);
  return parts.join(' ');
}

export async function certifyRun(config: RunConfig, args: Record<string, unknown>, opts: CertifyOptions, io: { stdout: NodeJS.WritableStream; interrupt: AbortSignal }): Promise<RunReport> {
  refusePartial(config);
  if (opts.product !== undefined && !/^\S.*\s\S+$/.test(opts.product.trim())) throw new UsageError(`--product must be "<name> <version>", got "${opts.product}"`);
  const dir = resolve(opts.dir);
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new UsageError(`--certify ${opts.dir}: the directory is not empty (name a new one)`);
  let signKeyPem: string | undefined;
  if (opts.signKey !== undefined) {
    try {
      signKeyPem = readFileSync(opts.signKey, 'utf8');
    } catch {
      throw new UsageError(`--sign-key ${opts.signKey}: cannot read the file`);
    }
  }
  // The console report goes to the terminal and, without colours, into console.log; both name the reports
  // by the paths the bundle gives them. A Writable sees each write whole (a `report: <path>` line is one
  // write), so a path is never split between two chunks.
  const chunks: Buffer[] = [];
  const rename = bundlePaths(dir);
  const tee = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const text = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      const out = text.includes(dir) ? Buffer.from(rename(text.toString('utf8'))) : text;
      chunks.push(out);
      io.stdout.write(out);
      done();
    },
  });
  const collector = new ExchangeCollector();
  const report = await executeRun(
    { ...config, outputDir: dir, reporters: ['console', 'json', 'junit', 'html'] },
    { interrupt: io.interrupt, stream: tee, color: false, onExchange: collector.listener },
  );
  const endedAt = new Date().toISOString();
  if (report.interrupted) {
    io.stdout.write('certification: the run was interrupted: no bundle written\n');
    return report;
  }
  const archive = await writeBundle({
    dir,
    report,
    config,
    product: opts.product,
    exchanges: collector.entries,
    consoleText: Buffer.concat(chunks).toString('utf8'),
    endedAt,
    command: reproduceCommand(args, config, opts),
    signKeyPem,
  });
  io.stdout.write(`certification bundle: ${dir} and ${archive} (check it with: conformance verify ${archive})\n`);
  return report;
}
