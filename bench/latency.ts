// A whole run of each interface against the reference servers behind a delay proxy (a round trip of
// BENCH_RTT_MS, default 20 ms), beside the time its requests need at best: requests x round trip /
// concurrency. The ratio says how much of the run is waiting on dependent requests (a chain of create,
// read, delete cannot overlap itself) rather than on the network. A plain undici loop sends the very same
// requests through the same proxy with the same concurrency, for comparison.
import { plainLoop, recordedRun } from './support/plainLoop.ts';
import { startDelayProxy } from './support/delayProxy.ts';
import type { InterfaceId } from '../src/engine/types.ts';

const RTT = Number(process.env.BENCH_RTT_MS ?? 20);

export async function benchLatency(iface: InterfaceId, seed = 1) {
  const { startDocumentHolder } = await import('../reference/interface-a/index.ts');
  const { startPlatform } = await import('../reference/interface-b/index.ts');
  const holder = await startDocumentHolder({ port: 0, apiKey: 'bench-key' });
  const platform = await startPlatform({ port: 0, clients: [{ clientId: 'bench', clientSecret: 'bench-secret', userId: 1 }] });
  const proxy = await startDelayProxy(iface === 'a' ? holder.url : platform.url, RTT);
  try {
    const { report, requests, runMs, concurrency } = await recordedRun(iface, proxy.url, `${proxy.url}/oauth/token`, seed);
    const idealMs = (requests.length * RTT) / concurrency;
    const loopMs = await plainLoop(requests, concurrency);
    const longest = [...report.checks].sort((x, y) => y.durationMs - x.durationMs).slice(0, 5).map((c) => `${c.id} ${c.durationMs} ms ${c.requests} req`);
    return { iface, runMs, idealMs, loopMs, requests: requests.length, concurrency: concurrency, failed: report.summary.failed, checks: report.checks.length, longest };
  } finally {
    await proxy.close();
    await holder.close();
    await platform.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`round trip ${RTT} ms (BENCH_RTT_MS)`);
  for (const iface of (process.argv[2] ? [process.argv[2]] : ['a', 'b']) as InterfaceId[]) {
    const b = await benchLatency(iface);
    console.log(
      [
        `interface ${iface.toUpperCase()}: whole run ${Math.round(b.runMs)} ms, ${b.requests} requests, ${b.checks} checks, ${b.failed} failed, concurrency ${b.concurrency}`,
        `  requests x round trip / concurrency: ${Math.round(b.idealMs)} ms; ratio run/that: ${(b.runMs / b.idealMs).toFixed(2)}x (aim at most 1.5x)`,
        `  plain undici loop over the same requests through the same proxy: ${Math.round(b.loopMs)} ms (${(b.loopMs / b.idealMs).toFixed(2)}x)`,
        `  longest checks: ${b.longest.join('; ')}`,
      ].join('\n'),
    );
  }
}
