// `conformance serve`: the embedded reference implementation(s) on loopback until Ctrl-C.
import { randomBytes } from 'node:crypto';
import { UsageError } from '../engine/errors.ts';
import { DEFAULT_API_KEY_HEADER, DEFAULT_TOKEN_PATH } from '../defaults.ts';


function port(v: unknown, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 65535) throw new UsageError(`--${name} must be a port number from 0 to 65535`);
  return v;
}

export async function serveCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const ifaces = ((args.interface as string[] | undefined)?.flatMap((s) => s.split(',')) ?? ['a', 'b']).map((s) => s.trim().toLowerCase());
  for (const i of ifaces) if (i !== 'a' && i !== 'b') throw new UsageError(`--interface must be a or b, got "${i}"`);
  const single = ifaces.length === 1;
  const host = String(args.host);
  const closers: (() => Promise<void>)[] = [];
  const out = (s: string) => io.stdout.write(`${s}\n`);
  if (ifaces.includes('a')) {
    const { startDocumentHolder } = await import('../../reference/interface-a/index.ts');
    const apiKey = (args['api-key'] as string | undefined) ?? randomBytes(18).toString('base64url');
    const p = port(single ? args.port : args['port-a'], single ? 'port' : 'port-a', 8081);
    const holder = await startDocumentHolder({ port: p, host, apiKey, apiKeyHeader: String(args['api-key-header']) });
    closers.push(() => holder.close());
    out(`interface A (document holder) on ${holder.url}  header ${holder.apiKeyHeader}${args['api-key'] ? '' : `: ${apiKey}`}`);
  }
  if (ifaces.includes('b')) {
    const { startPlatform } = await import('../../reference/interface-b/index.ts');
    const clientId = String(args['client-id']);
    const clientSecret = (args['client-secret'] as string | undefined) ?? randomBytes(18).toString('base64url');
    const rate = args['rate-limit'] as number | undefined;
    if (rate !== undefined && (!Number.isFinite(rate) || rate < 0)) throw new UsageError('--rate-limit must be 0 (off) or a positive number of requests per second');
    const burst = args.burst as number | undefined;
    if (burst !== undefined && (!Number.isFinite(burst) || burst < 1)) throw new UsageError('--burst must be a positive number');
    const p = port(single ? args.port : args['port-b'], single ? 'port' : 'port-b', 8082);
    const platform = await startPlatform({
      port: p,
      host,
      clients: [{ clientId, clientSecret, userId: 1 }],
      ...(args['token-lifetime'] !== undefined ? { tokenLifetimeSeconds: Number(args['token-lifetime']) } : {}),
      ...(rate !== undefined ? { rateLimit: rate === 0 ? false : { capacity: burst ?? Math.max(1, rate * 2), refillPerSecond: rate } } : {}),
      retryAfterFormat: args['retry-after-format'] as 'seconds' | 'http-date',
    });
    closers.push(() => platform.close());
    out(`interface B (platform) on ${platform.url}  token ${platform.url}${DEFAULT_TOKEN_PATH}  client ${clientId}${args['client-secret'] ? '' : ` secret ${clientSecret}`}`);
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
