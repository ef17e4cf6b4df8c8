// `serve()` of the programmatic API: the embedded reference servers (those `conformance serve` starts), on
// loopback, with their credentials returned instead of printed. They stop on close() or when `signal` aborts.
import { randomBytes } from 'node:crypto';
import { UsageError } from '../../src/errors.ts';
import type { Served, ServeOptions } from './types.ts';

export async function serve(options: ServeOptions = {}): Promise<Served> {
  const ifaces = options.interfaces?.length ? [...new Set(options.interfaces)] : (['a', 'b'] as const);
  for (const i of ifaces) if (i !== 'a' && i !== 'b') throw new UsageError(`interfaces: must be a or b, got "${String(i)}"`);
  const host = options.host ?? '127.0.0.1';
  const closers: (() => Promise<void>)[] = [];
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= (async () => {
    for (const c of closers.reverse()) await c().catch(() => undefined);
  })());
  const served: Served = { close };
  try {
    if (ifaces.includes('a')) {
      const { startDocumentHolder } = await import('../../reference/interface-a/index.ts');
      const holder = await startDocumentHolder({
        port: options.portA ?? 0,
        host,
        apiKey: options.apiKey ?? randomBytes(18).toString('base64url'),
        ...(options.apiKeyHeader ? { apiKeyHeader: options.apiKeyHeader } : {}),
      });
      closers.push(() => holder.close());
      served.a = { url: holder.url, apiKey: holder.apiKey, apiKeyHeader: holder.apiKeyHeader };
    }
    if (ifaces.includes('b')) {
      const { startPlatform } = await import('../../reference/interface-b/index.ts');
      const clientId = options.clientId ?? 'conformance';
      const clientSecret = options.clientSecret ?? randomBytes(18).toString('base64url');
      const rate = options.rateLimit;
      const platform = await startPlatform({
        port: options.portB ?? 0,
        host,
        clients: [{ clientId, clientSecret, userId: 1 }],
        ...(options.tokenLifetime !== undefined ? { tokenLifetimeSeconds: options.tokenLifetime } : {}),
        ...(rate !== undefined ? { rateLimit: rate === 0 ? false : { capacity: options.burst ?? Math.max(1, rate * 2), refillPerSecond: rate } } : {}),
        ...(options.retryAfterFormat ? { retryAfterFormat: options.retryAfterFormat } : {}),
      });
      closers.push(() => platform.close());
      served.b = { url: platform.url, tokenUrl: platform.tokenUrl, clientId, clientSecret };
    }
  } catch (err) {
    await close();
    throw err;
  }
  if (options.signal) {
    if (options.signal.aborted) await close();
    else options.signal.addEventListener('abort', () => void close(), { once: true });
  }
  return served;
}
