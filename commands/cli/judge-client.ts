// `conformance judge-client`: flags, the command after `--`, signals, exit status (0 every MUST client
// rule held, 1 one was broken, 2 nothing could be judged).
import { JUDGE_DEFAULTS, DEFAULTS } from '../../src/defaults.ts';
import { UsageError } from '../../src/errors.ts';
import { reporterNames } from '../../reporters/index.ts';
import { parseFaultSpec, type ForcedFault } from '../../reference/faults/plan.ts';
import { judgeClient } from '../judge-client/session.ts';
import { loadProfile } from '../../src/profile/load.ts';
import { argReaders } from './args.ts';
import { clientAuthMethod } from '../../src/auth/methods.ts';
import { readClientKeyFile } from '../../src/auth/clientKey.ts';
import { publicKeyOf } from '../../reference/interface-b/client-assertion.ts';
import type { JudgedAuth } from '../../reference/faults/judged.ts';
import { X509Certificate } from 'node:crypto';

/** How the judged client authenticates, from --auth-method, --client-key and --client-cert. */
function judgedAuth(iface: 'a' | 'b', method: string | undefined, keyFile: string | undefined, certFile: string | undefined): JudgedAuth | undefined {
  if (method === undefined) {
    if (keyFile !== undefined) throw new UsageError('--client-key goes with --auth-method private_key_jwt');
    if (certFile !== undefined) throw new UsageError('--client-cert goes with --auth-method tls_client_auth or self_signed_tls_client_auth');
    return undefined;
  }
  const m = clientAuthMethod(method)!;
  if (iface !== 'b') throw new UsageError('--auth-method is for interface B: an interface A client sends its API key');
  if (keyFile !== undefined && m !== 'private_key_jwt') throw new UsageError('--client-key goes with --auth-method private_key_jwt');
  if (certFile !== undefined && m !== 'tls_client_auth' && m !== 'self_signed_tls_client_auth') throw new UsageError('--client-cert goes with --auth-method tls_client_auth or self_signed_tls_client_auth');
  if (m === 'client_secret_basic' || m === 'client_secret_post') return { method: 'client_secret', only: m };
  if (m === 'private_key_jwt') {
    if (keyFile === undefined) return { method: m };
    const given = readClientKeyFile(keyFile, '--client-key');
    try {
      return { method: m, publicKey: publicKeyOf(given.text) };
    } catch (err) {
      throw new UsageError(`${given.source}: not a usable key (PEM, JWK or JWK set): ${(err as Error).message.split('\n')[0]}`);
    }
  }
  if (certFile === undefined) return { method: m };
  const given = readClientKeyFile(certFile, '--client-cert');
  try {
    return { method: m, certificate: new X509Certificate(given.text) };
  } catch (err) {
    throw new UsageError(`${given.source}: not a PEM certificate (${(err as Error).message.split('\n')[0]})`);
  }
}

export async function judgeClientCommand(
  args: Record<string, unknown>,
  io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; argv: string[] },
): Promise<number> {
  const { num, str, list } = argReaders(args);
  const iface = str('interface')?.toLowerCase();
  if (iface !== 'a' && iface !== 'b') throw new UsageError('--interface a or b is required: the interface the client speaks');
  const seed = num('seed') ?? Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new UsageError(`--seed must be a whole number, got ${seed}`);
  const duration = num('duration') ?? JUDGE_DEFAULTS.durationSeconds;
  if (!(duration > 0) || !Number.isFinite(duration)) throw new UsageError('--duration must be a positive number of seconds');
  const reporters = list('reporter') ?? ['console'];
  for (const r of reporters.flatMap((x) => x.split(','))) {
    if (!(reporterNames as readonly string[]).includes(r.trim().toLowerCase())) throw new UsageError(`--reporter ${r} is unknown (known: ${reporterNames.join(', ')})`);
  }
  const faults = { forced: [] as ForcedFault[], tokenExpiry: [] as { token: number; afterUses: number }[] };
  for (const spec of list('fault') ?? []) {
    const problem = parseFaultSpec(spec, faults);
    if (problem) throw new UsageError(problem);
  }
  const auth = judgedAuth(iface, str('auth-method'), str('client-key'), str('client-cert'));
  // The command is taken from the raw arguments: yargs would turn "007" after `--` into the number 7.
  const dashes = io.argv.indexOf('--');
  const words = dashes < 0 ? [] : io.argv.slice(dashes + 1);
  if (dashes >= 0 && words.length === 0) throw new UsageError('name the client command after --, e.g. -- node client.mjs');

  // A profile moves the operations (and interface A's key header), as for `run`; nothing else of it applies.
  const config = str('config');
  const profile = config ? loadProfile(config)[iface] : undefined;

  const controller = new AbortController();
  const onSignal = () => controller.abort();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const stdout = io.stdout as NodeJS.WriteStream;
    const report = await judgeClient(
      {
        iface,
        seed,
        durationSeconds: duration,
        reporters,
        outputDir: str('output-dir') ?? DEFAULTS.outputDir,
        ...(words.length > 0 ? { command: { command: words[0], args: words.slice(1) } } : {}),
        ...(profile?.operations ? { operations: profile.operations } : {}),
        ...(iface === 'a' && profile && 'apiKeyHeader' in profile && profile.apiKeyHeader ? { apiKeyHeader: profile.apiKeyHeader } : {}),
        faults: { random: faults.forced.length === 0 && faults.tokenExpiry.length === 0, ...faults },
        ...(auth ? { auth } : {}),
      },
      { stdout: io.stdout, clientOutput: io.stderr, color: Boolean(stdout.isTTY) && !process.env.NO_COLOR, interrupt: controller.signal },
    );
    return report.exitCode;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
