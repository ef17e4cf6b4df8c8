// A whole run of each interface against the reference servers behind a delay proxy, for round trips of 0, 20
// and 80 ms (BENCH_RTTS, comma-separated), beside the time its requests need at best: requests x round trip /
// concurrency. The ratio says how much of the run is waiting on dependent requests (a chain of create, read,
// delete cannot overlap itself) or on the run's own work rather than on the network. The servers and the
// proxies run in processes of their own, as a target elsewhere would, and the servers have served a whole
// run before the one measured (warmServers); each measured run is one of the built package in a fresh
// process, as a user's `npx conformance run` is (support/coldRun.mjs). A plain undici loop sends the very
// same requests through the same proxy with the same concurrency, for comparison; at 0 ms (no proxy: the
// servers directly) it is the only baseline.
import { ensureBuild, measuredRun, type MeasuredRun } from './support/measuredRun.ts';
import { startRemoteTargets, warmServers } from './support/remoteTargets.ts';
import { recordRow } from './support/results.ts';
import type { InterfaceId } from '../src/engine/types.ts';

const RTTS = (process.env.BENCH_RTTS ?? process.env.BENCH_RTT_MS ?? '0,20,80').split(',').map(Number);
/** At most this many times requests x round trip / concurrency, at AIM_RTT_MS (the pace of the wire). */
const AIM = 1.3;
const AIM_RTT_MS = 20;

export interface LatencyBench extends MeasuredRun {
  iface: InterfaceId;
  roundTripMs: number;
  /** requests x round trip / concurrency: the run's length at best. */
  idealMs: number;
}

export async function benchLatency(iface: InterfaceId, roundTripMs: number, seed = 1): Promise<LatencyBench> {
  ensureBuild();
  const remote = await startRemoteTargets(roundTripMs);
  try {
    await warmServers(iface, remote.direct);
    const direct = roundTripMs === 0;
    const target = direct ? remote.direct[iface] : remote[iface];
    const tokenUrl = direct ? remote.direct.tokenUrl : remote.tokenUrl;
    const run = await measuredRun(iface, target, tokenUrl, seed);
    return { iface, roundTripMs, ...run, idealMs: (run.requests * roundTripMs) / run.concurrency };
  } finally {
    await remote.stop();
  }
}

/**
 * Measurements of each interface at each round trip: five at the round trip of the aim (a run on a shared
 * machine moves by a few percent from one to the next, and now and then by a tenth: 1.43x beside 1.32x and
 * 1.28x in one record; the median is the record, every one is printed), one elsewhere;
 * BENCH_LATENCY_REPEATS sets it for every round trip.
 */
function repeatsAt(roundTripMs: number): number {
  const given = Number(process.env.BENCH_LATENCY_REPEATS);
  if (Number.isInteger(given) && given > 0) return given;
  return roundTripMs === AIM_RTT_MS ? 5 : 1;
}

/** The measurement of median ratio (run over `ratioOf`), with every ratio in the order measured. */
function medianBy(benches: LatencyBench[], ratioOf: (b: LatencyBench) => number): { median: LatencyBench; ratios: number[] } {
  const ratios = benches.map(ratioOf);
  const sorted = [...benches].sort((x, y) => ratioOf(x) - ratioOf(y));
  return { median: sorted[Math.floor((sorted.length - 1) / 2)], ratios };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ifaces = (process.argv[2] ? [process.argv[2]] : ['a', 'b']) as InterfaceId[];
  for (const rtt of RTTS) {
    for (const iface of ifaces) {
      const measured: LatencyBench[] = [];
      for (let i = 0; i < repeatsAt(rtt); i++) measured.push(await benchLatency(iface, rtt));
      const ratioOf = (b: LatencyBench) => (rtt > 0 ? b.runMs / b.idealMs : b.runMs / b.loopMs);
      const { median: b, ratios } = medianBy(measured, ratioOf);
      const I = iface.toUpperCase();
      const of = ratios.length > 1 ? ` (median of ${ratios.length}: ${ratios.map((r) => `${r.toFixed(2)}x`).join(', ')})` : '';
      const head = `interface ${I} behind ${rtt} ms: whole run ${Math.round(b.runMs)} ms, ${b.requests} requests, ${b.checks} checks, ${b.failed} failed, concurrency ${b.concurrency}`;
      const loopLine = `  plain undici loop over the same requests${rtt ? ' through the same proxy' : ''}: ${Math.round(b.loopMs)} ms (run/loop ${(b.runMs / b.loopMs).toFixed(2)}x)${b.loopUnanswered ? `, ${b.loopUnanswered} of its requests unanswered (a connection closed under them)` : ''}`;
      if (rtt > 0) {
        const ratio = ratioOf(b);
        console.log(
          [
            head,
            `  requests x round trip / concurrency: ${Math.round(b.idealMs)} ms; ratio run/that: ${ratio.toFixed(2)}x${of} (aim at most ${AIM}x)`,
            `${loopLine}; loop/that ${(b.loopMs / b.idealMs).toFixed(2)}x`,
            `  longest checks: ${b.longest.join('; ')}`,
          ].join('\n'),
        );
        recordRow({
          bench: 'latency',
          key: `latency.${iface}.${rtt}ms`,
          what: `interface ${I} run behind ${rtt} ms round trip, concurrency ${b.concurrency}${of ? `, median of ${ratios.length}` : ''}`,
          figure: `${Math.round(b.runMs)} ms, ${b.requests} req`,
          ratio,
          baseline: `requests x RTT / concurrency ${Math.round(b.idealMs)} ms (plain loop ${(b.loopMs / b.idealMs).toFixed(2)}x)${of ? `; all: ${ratios.map((r) => r.toFixed(2)).join(', ')}` : ''}`,
          aim: rtt === AIM_RTT_MS ? AIM : undefined,
        });
      } else {
        console.log([head + of, loopLine, `  longest checks: ${b.longest.join('; ')}`].join('\n'));
        recordRow({
          bench: 'latency',
          key: `latency.${iface}.0ms`,
          what: `interface ${I} run, servers in another process, no delay`,
          figure: `${Math.round(b.runMs)} ms, ${b.requests} req`,
          ratio: b.runMs / b.loopMs,
          baseline: `plain undici loop, same requests ${Math.round(b.loopMs)} ms`,
        });
      }
    }
  }
}
