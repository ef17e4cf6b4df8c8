// What a whole `conformance run` costs against the reference servers on loopback, beside a plain undici loop
// that sends the very same requests with the same concurrency to the same server, measured right after it.
// The servers run in the bench's process, the run and the loop in one of their own, from the built package,
// as a user's run is (support/coldRun.mjs). The ratio is the engine's overhead: generation, validation,
// evidence, reporting.
import { measuredRun } from './support/measuredRun.ts';
import { BENCH_API_KEY, BENCH_PLATFORM } from './support/remoteTargets.ts';
import { recordRow } from './support/results.ts';
import type { InterfaceId } from '../src/engine/types.ts';

export interface RunBench {
  iface: string;
  runMs: number;
  runRequests: number;
  loopMs: number;
  loopRequests: number;
  checks: number;
  failed: number;
}

export async function benchRun(iface: InterfaceId, seed = 1): Promise<RunBench> {
  // Servers that outlive the run, so that the replay meets the same server with valid credentials.
  const { startDocumentHolder } = await import('../reference/interface-a/index.ts');
  const { startPlatform } = await import('../reference/interface-b/index.ts');
  const holder = await startDocumentHolder({ port: 0, apiKey: BENCH_API_KEY });
  const platform = await startPlatform({ port: 0, ...BENCH_PLATFORM });
  try {
    const run = await measuredRun(iface, iface === 'a' ? holder.url : platform.url, platform.tokenUrl, seed);
    return { iface, runMs: run.runMs, runRequests: run.requests, loopMs: run.loopMs, loopRequests: run.requests - run.loopUnanswered, checks: run.checks, failed: run.failed };
  } finally {
    await holder.close();
    await platform.close();
  }
}

export function formatRunBench(b: RunBench): string {
  const rps = (n: number, ms: number) => Math.round((n / ms) * 1000);
  return [
    `interface ${b.iface.toUpperCase()}: whole run ${Math.round(b.runMs)} ms, ${b.runRequests} requests (${rps(b.runRequests, b.runMs)} req/s), ${b.checks} checks, ${b.failed} failed`,
    `  plain undici loop over the same requests: ${Math.round(b.loopMs)} ms (${rps(b.loopRequests, b.loopMs)} req/s)`,
    `  ratio run/loop: ${(b.runMs / b.loopMs).toFixed(2)}x`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const iface of (process.argv[2] ? [process.argv[2]] : ['a', 'b']) as InterfaceId[]) {
    const b = await benchRun(iface);
    console.log(formatRunBench(b));
    recordRow({
      bench: 'run',
      key: `run.${iface}.local`,
      what: `interface ${iface.toUpperCase()} run, servers on loopback in the bench's process`,
      figure: `${Math.round(b.runMs)} ms, ${b.runRequests} req`,
      ratio: b.runMs / b.loopMs,
      baseline: `plain undici loop, same requests ${Math.round(b.loopMs)} ms`,
      aim: 2,
    });
  }
}
