// Which checks make a run's tail: a whole run of interface A, B or both (`ab`) from the built package against
// the reference servers behind the bench's delay proxy (as latency.ts runs it), printing for each check when
// its first request went to the client and when its last answer came, and the run beside requests x round
// trip / concurrency.
//
//   node --import tsx bench/support/timeline.ts <a|b|ab> [round trip ms, default 20] [seed, default 1]
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensureBuild } from './measuredRun.ts';
import { BENCH_ENV, startRemoteTargets, warmServers } from './remoteTargets.ts';
import { DEFAULTS } from '../../src/defaults.ts';

const CHILD = fileURLToPath(new URL('./timelineRun.mjs', import.meta.url));
const [iface = 'a', rtt = '20', seed = '1'] = process.argv.slice(2);
if (!['a', 'b', 'ab'].includes(iface) || !Number.isFinite(Number(rtt)) || !Number.isInteger(Number(seed))) {
  console.error('usage: node --import tsx bench/support/timeline.ts <a|b|ab> [round trip ms] [seed]');
  process.exit(2);
}
ensureBuild();
const remote = await startRemoteTargets(Number(rtt));
try {
  for (const i of iface === 'ab' ? (['a', 'b'] as const) : [iface as 'a' | 'b']) await warmServers(i, remote.direct);
  const target = iface === 'ab' ? `${remote.a},${remote.b}` : remote[iface as 'a' | 'b'];
  const { stdout } = await promisify(execFile)(process.execPath, [CHILD, iface, target, remote.tokenUrl, seed], { env: { ...process.env, ...BENCH_ENV }, maxBuffer: 64 * 1024 * 1024 });
  const run = JSON.parse(stdout.trim().split('\n').pop()!) as { runMs: number; failed: number; rows: { label: string; first: number; last: number; requests: number }[] };
  console.log('   first    last   span  req  sender');
  for (const r of run.rows) console.log(`${[r.first, r.last, r.last - r.first].map((n) => n.toFixed(0).padStart(7)).join('')} ${String(r.requests).padStart(4)}  ${r.label}`);
  // Every request handed to the client, as latency.ts counts them (the setup probe's and cleanup's too).
  const requests = run.rows.reduce((n, r) => n + r.requests, 0);
  const ideal = (requests * Number(rtt)) / DEFAULTS.concurrency;
  const against = ideal > 0 ? `; requests x round trip / concurrency ${ideal.toFixed(0)} ms (${(run.runMs / ideal).toFixed(2)}x)` : '';
  console.log(`run ${run.runMs.toFixed(0)} ms, ${requests} requests, ${run.failed} failed${against}`);
} finally {
  await remote.stop();
}
process.exit(0);
