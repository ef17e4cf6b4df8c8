// What bench/run.ts and bench/latency.ts share: a whole run with the requests it sends recorded, and a plain undici
// loop that sends them again with the same concurrency (the baseline both measure against).
import { Pool } from 'undici';
import { Writable } from 'node:stream';
import { HttpClient, type OutgoingRequest } from '../../src/http/client.ts';
import { resolveRunConfig } from '../../src/engine/config.ts';
import { executeRun } from '../../commands/run/run.ts';
import type { InterfaceId } from '../../src/engine/types.ts';

export const sink = () =>
  new Writable({
    write(_c, _e, cb) {
      cb();
    },
  });

/** Records every request the engine sends (full headers: this stays in memory, inside the bench). */
export function record(): { requests: OutgoingRequest[]; restore: () => void } {
  const requests: OutgoingRequest[] = [];
  const original = HttpClient.prototype.send;
  HttpClient.prototype.send = function (this: HttpClient, req: OutgoingRequest) {
    requests.push(req);
    return original.call(this, req);
  };
  return { requests, restore: () => void (HttpClient.prototype.send = original) };
}

export async function plainLoop(requests: OutgoingRequest[], concurrency: number): Promise<number> {
  const pools = new Map<string, Pool>();
  const pool = (origin: string) => {
    let p = pools.get(origin);
    if (!p) pools.set(origin, (p = new Pool(origin, { connections: 16 })));
    return p;
  };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const r = requests[next++];
        const url = new URL(r.url);
        const res = await pool(url.origin).request({ path: url.pathname + url.search, method: r.method as 'GET', headers: r.headers, body: r.body });
        await res.body.arrayBuffer();
      }
    }),
  );
  const ms = performance.now() - started;
  await Promise.all([...pools.values()].map((p) => p.close()));
  return ms;
}

/**
 * A whole run of one interface against `target` (the bench's reference credentials), with the requests it
 * sent recorded and its duration: what both benches measure before replaying the requests in a plain loop.
 */
export async function recordedRun(iface: InterfaceId, target: string, tokenUrl: string, seed: number) {
  const flags = iface === 'a' ? { target, apiKey: 'bench-key' } : { target, tokenUrl, clientId: 'bench', clientSecret: 'bench-secret' };
  const config = resolveRunConfig({ ...flags, interface: [iface], seed, reporter: ['json'], outputDir: '.bench-tmp' }, {});
  const { requests, restore } = record();
  const started = performance.now();
  try {
    const report = await executeRun(config, { interrupt: new AbortController().signal, stream: sink() });
    return { report, requests, runMs: performance.now() - started, concurrency: config.concurrency };
  } finally {
    restore();
  }
}
