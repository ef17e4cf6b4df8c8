// `conformance serve`: the embedded reference implementation(s) on loopback until Ctrl-C.
import { randomBytes } from 'node:crypto';
import { UsageError } from '../../src/errors.ts';
import { DEFAULT_API_KEY_HEADER, DEFAULT_TOKEN_PATH } from '../../src/defaults.ts';
import { shellWord as word } from '../../src/http/curl.ts';


function secretArg(flag: unknown, env: string | undefined, name: string): string | undefined {
  const v = flag ?? (env === '' ? undefined : env);
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v === '') throw new UsageError(`${name} needs a value`);
  return v;
}

/** A port taken or not allowed is bad usage (one line, exit 2), not an internal error. */
async function listening<T>(started: Promise<T>, host: string, p: number): Promise<T> {
  try {
    return await started;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new UsageError(`cannot listen on ${host}:${p} (${code === 'EADDRINUSE' ? 'address already in use' : code})`);
    }
    throw err;
  }
}

function port(v: unknown, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 65535) throw new UsageError(`--${name} must be a port number from 0 to 65535`);
  return v;
}

export async function serveCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const ifaces = [...new Set(((args.interface as string[] | undefined)?.flatMap((s) => String(s).split(',')) ?? ['a', 'b']).map((s) => s.trim().toLowerCase()))];
  for (const i of ifaces) if (i !== 'a' && i !== 'b') throw new UsageError(`--interface must be a or b, got "${i}"`);
  const single = ifaces.length === 1;
  const host = String(args.host);
  // Every value is checked before anything listens: a bad one must not leave a server running behind the error.
  if (!single && args.port !== undefined) throw new UsageError('--port names the port of a single interface (with --interface a or b); use --port-a and --port-b for both');
  const portA = port(single ? args.port : args['port-a'], single ? 'port' : 'port-a', 8081);
  const portB = port(single ? args.port : args['port-b'], single ? 'port' : 'port-b', 8082);
  const rate = args['rate-limit'] as number | undefined;
  if (rate !== undefined && (!Number.isFinite(rate) || rate < 0)) throw new UsageError('--rate-limit must be 0 (off) or a positive number of requests per second');
  const burst = args.burst as number | undefined;
  if (burst !== undefined && (!Number.isFinite(burst) || burst < 1)) throw new UsageError('--burst must be a positive number');
  const lifetime = args['token-lifetime'] as number | undefined;
  if (lifetime !== undefined && (!Number.isInteger(lifetime) || lifetime < 1)) throw new UsageError('--token-lifetime must be a whole number of seconds, at least 1');
  // Secrets given (flag or environment) are never printed; generated ones are, since no one else knows them.
  const givenKey = secretArg(args['api-key'], process.env.CONFORMANCE_API_KEY, '--api-key');
  const givenSecret = secretArg(args['client-secret'], process.env.CONFORMANCE_CLIENT_SECRET, '--client-secret');
  const closers: (() => Promise<void>)[] = [];
  const out = (s: string) => io.stdout.write(`${s}\n`);
  if (ifaces.includes('a')) {
    const { startDocumentHolder } = await import('../../reference/interface-a/index.ts');
    const apiKey = givenKey ?? randomBytes(18).toString('base64url');
    const holder = await listening(startDocumentHolder({ port: portA, host, apiKey, apiKeyHeader: String(args['api-key-header']) }), host, portA);
    closers.push(() => holder.close());
    out(`interface A (document holder) on ${holder.url}  header ${holder.apiKeyHeader}${givenKey ? '' : `: ${apiKey}`}`);
    // What to paste to test it or drive traffic to it: every flag it needs, the key as the environment gives it.
    const keyVar = givenKey ? '' : `CONFORMANCE_API_KEY=${apiKey} `;
    const header = holder.apiKeyHeader.toLowerCase() === DEFAULT_API_KEY_HEADER.toLowerCase() ? '' : ` --api-key-header ${word(holder.apiKeyHeader)}`;
    out(`  run:      ${keyVar}npx conformance run --interface a --target ${holder.url}${header}`);
    out(`  simulate: ${keyVar}npx conformance simulate --interface a --target ${holder.url}${header} --rate 20 --duration 10`);
  }
  if (ifaces.includes('b')) {
    const { startPlatform } = await import('../../reference/interface-b/index.ts');
    const clientId = String(args['client-id']);
    const clientSecret = givenSecret ?? randomBytes(18).toString('base64url');
    const platform = await listening(startPlatform({
      port: portB,
      host,
      clients: [{ clientId, clientSecret, userId: 1 }],
      ...(lifetime !== undefined ? { tokenLifetimeSeconds: lifetime } : {}),
      ...(rate !== undefined ? { rateLimit: rate === 0 ? false : { capacity: burst ?? Math.max(1, rate * 2), refillPerSecond: rate } } : {}),
      retryAfterFormat: args['retry-after-format'] as 'seconds' | 'http-date',
    }), host, portB).catch(async (err: unknown) => {
      for (const close of closers) await close().catch(() => undefined);
      throw err;
    });
    closers.push(() => platform.close());
    out(`interface B (platform) on ${platform.url}  token ${platform.url}${DEFAULT_TOKEN_PATH}  client ${clientId}${givenSecret ? '' : ` secret ${clientSecret}`}`);
    const secretVar = givenSecret ? '' : `CONFORMANCE_CLIENT_SECRET=${clientSecret} `;
    const client = `--target ${platform.url} --client-id ${word(clientId)}`;
    out(`  run:      ${secretVar}npx conformance run --interface b ${client}`);
    out(`  simulate: ${secretVar}npx conformance simulate --interface b ${client} --rate 20 --duration 10`);
  }
  out('Ctrl-C to stop');
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  for (const close of closers) await close().catch(() => undefined);
  return 0;
}
