// What bench/run.ts and bench/latency.ts share: the requests a run sends, recorded, and a plain undici
// loop that sends them again with the same concurrency (the baseline both measure against).
import { Pool } from 'undici';
import { Writable } from 'node:stream';
import { HttpClient, type OutgoingRequest } from '../../src/http/client.ts';

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
