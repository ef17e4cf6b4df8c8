// The reference servers of both interfaces, each behind a delay proxy: a target "far away" whose answers do
// not wait on the client's event loop (in one process, every millisecond the run spends generating or
// judging would also hold back the proxy's timers, and count twice). The servers run in one process, the
// proxies in another: a network's delay does not wait on the server's CPU either.
// `node --import tsx bench/support/remoteTargets.ts servers` prints one JSON line with the servers'
// addresses, `... proxies <round trip ms> <that line>` one with the proxies'; each serves until its stdin closes.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startDelayProxy } from './delayProxy.ts';

export const BENCH_API_KEY = 'bench-key';
export const BENCH_CLIENT = { clientId: 'bench', clientSecret: 'bench-secret', userId: 1 };
/** The bench servers' credentials as a user's run takes them, from the environment. */
export const BENCH_ENV = { CONFORMANCE_API_KEY: BENCH_API_KEY, CONFORMANCE_CLIENT_ID: BENCH_CLIENT.clientId, CONFORMANCE_CLIENT_SECRET: BENCH_CLIENT.clientSecret };
/**
 * The bench's reference platform: its client, and no throttling. A bench runs whole runs back to back against
 * one platform (a warming run, the run measured, the plain loop sending the same requests), more than its
 * default bucket holds: a 429 then made every request wait out a second's Retry-After in the run, and gave the
 * loop cheap refusals in place of answers. What the bench measures is the run's own cost.
 */
export const BENCH_PLATFORM = { clients: [BENCH_CLIENT], rateLimit: false as const };

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

/**
 * One whole run of the built CLI against the servers themselves (no proxy), in a process of its own, its
 * verdict ignored: a server a vendor points the tool at has served requests before, and a fresh process's
 * first thousand answers (its code not yet optimised) would count against the run measured next.
 */
export async function warmServers(iface: 'a' | 'b', direct: RemoteTargets['direct']): Promise<void> {
  const out = await mkdtemp(join(tmpdir(), 'bench-warm-'));
  const target = iface === 'a' ? ['--target', direct.a] : ['--target', direct.b, '--token-url', direct.tokenUrl];
  const bin = fileURLToPath(new URL('../../bin/conformance.js', import.meta.url));
  try {
    await promisify(execFile)(process.execPath, [bin, 'run', '--interface', iface, ...target, '--reporter', 'json', '--output-dir', out], {
      env: { ...process.env, ...BENCH_ENV },
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** The reference servers, without a proxy: one JSON line with their addresses. */
async function serveServers(): Promise<void> {
  const { startDocumentHolder } = await import('../../reference/interface-a/index.ts');
  const { startPlatform } = await import('../../reference/interface-b/index.ts');
  const holder = await startDocumentHolder({ port: 0, apiKey: BENCH_API_KEY });
  const platform = await startPlatform({ port: 0, ...BENCH_PLATFORM });
  await untilStdinEnds({ a: holder.url, b: platform.url, tokenUrl: platform.tokenUrl });
  await Promise.all([holder.close(), platform.close()]);
}

/** The delay proxies in front of the servers at `direct`: one JSON line with the proxied addresses. */
async function serveProxies(roundTripMs: number, direct: RemoteTargets['direct']): Promise<void> {
  const proxyA = await startDelayProxy(direct.a, roundTripMs);
  const proxyB = await startDelayProxy(direct.b, roundTripMs);
  await untilStdinEnds({ a: proxyA.url, b: proxyB.url, tokenUrl: `${proxyB.url}${new URL(direct.tokenUrl).pathname}` });
  await Promise.all([proxyA.close(), proxyB.close()]);
}

async function untilStdinEnds(line: unknown): Promise<void> {
  process.stdout.write(`${JSON.stringify(line)}\n`);
  process.stdin.resume();
  await new Promise<void>((r) => process.stdin.on('end', r));
}

/** This file run again as a child with `args`; resolves with the JSON line it prints, and a way to end it. */
function spawnSelf<T>(args: string[]): Promise<{ line: T; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({
        line: JSON.parse(line) as T,
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

/**
 * Starts the servers in a child process and the proxies in another (a network's delay does not wait on the
 * server's CPU: in one process, a large body parsed by a server would hold back every chunk the proxy has
 * due); `stop` ends both.
 */
export async function startRemoteTargets(roundTripMs: number): Promise<RemoteTargets & { stop: () => Promise<void> }> {
  const servers = await spawnSelf<RemoteTargets['direct']>(['servers']);
  const proxies = await spawnSelf<Omit<RemoteTargets, 'direct' | 'roundTripMs'>>(['proxies', String(roundTripMs), JSON.stringify(servers.line)]).catch(async (e) => {
    await servers.stop();
    throw e;
  });
  return {
    ...proxies.line,
    roundTripMs,
    direct: servers.line,
    stop: async () => {
      await proxies.stop();
      await servers.stop();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === 'servers') await serveServers();
  else await serveProxies(Number(process.argv[3]), JSON.parse(process.argv[4]) as RemoteTargets['direct']);
  process.exit(0);
}
