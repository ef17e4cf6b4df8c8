// The reference servers of both interfaces, each behind a delay proxy, in a process of their own: a target
// "far away" whose answers do not wait on the client's event loop (in one process, every millisecond the
// run spends generating or judging would also hold back the proxy's timers, and count twice).
// `node --import tsx bench/support/remoteTargets.ts <round trip ms>` prints one JSON line with the
// addresses, then serves until its stdin closes.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startDelayProxy } from './delayProxy.ts';

export const BENCH_API_KEY = 'bench-key';
export const BENCH_CLIENT = { clientId: 'bench', clientSecret: 'bench-secret', userId: 1 };

export interface RemoteTargets {
  /** Interface A's reference holder behind the proxy. */
  a: string;
  /** Interface B's reference platform behind the proxy, and its token endpoint (behind the proxy too). */
  b: string;
  tokenUrl: string;
  roundTripMs: number;
  /** The same servers without the proxy. */
  direct: { a: string; b: string; tokenUrl: string };
}

async function serve(roundTripMs: number): Promise<void> {
  const { startDocumentHolder } = await import('../../reference/interface-a/index.ts');
  const { startPlatform } = await import('../../reference/interface-b/index.ts');
  const holder = await startDocumentHolder({ port: 0, apiKey: BENCH_API_KEY });
  const platform = await startPlatform({ port: 0, clients: [BENCH_CLIENT] });
  const proxyA = await startDelayProxy(holder.url, roundTripMs);
  const proxyB = await startDelayProxy(platform.url, roundTripMs);
  const targets: RemoteTargets = { a: proxyA.url, b: proxyB.url, tokenUrl: `${proxyB.url}${new URL(platform.tokenUrl).pathname}`, roundTripMs, direct: { a: holder.url, b: platform.url, tokenUrl: platform.tokenUrl } };
  process.stdout.write(`${JSON.stringify(targets)}\n`);
  process.stdin.resume();
  await new Promise<void>((r) => process.stdin.on('end', r));
  await Promise.all([proxyA.close(), proxyB.close()]);
  await Promise.all([holder.close(), platform.close()]);
  process.exit(0);
}

/** Starts the servers and proxies in a child process; `stop` ends it. */
export function startRemoteTargets(roundTripMs: number): Promise<RemoteTargets & { stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), String(roundTripMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({
        ...(JSON.parse(line) as RemoteTargets),
        stop: () =>
          new Promise<void>((r) => {
            child.once('exit', () => r());
            child.stdin!.end();
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      }),
    );
    child.once('exit', (code) => reject(new Error(`the remote targets ended (${code}) before they served`)));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await serve(Number(process.argv[2] ?? 20));
