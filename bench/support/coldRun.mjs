// One whole run of an interface in a process of its own, from the built package (dist/), as a user's
// `npx conformance run` starts: plain node, no TypeScript loader. Under tsx, measured in turns at 20 ms, a
// run of B was 0.02x slower each time and one of A up to 0.07x (bench/README.md): every module the run loads
// on its way (the OAuth client) is compiled on the spot, each function is wrapped to keep its name, and
// source maps are on. The requests the run sent are then sent again by a
// plain undici loop with the same concurrency (the baseline of bench/latency.ts and bench/run.ts).
//
//   node bench/support/coldRun.mjs <a|b> <target> <token url> <seed>
//
// prints one JSON line: runMs, loopMs, loopUnanswered (the loop's requests that got no answer), requests,
// concurrency, failed, checks, longest (the five longest checks).
// The credentials come as a user's would, in CONFORMANCE_API_KEY, CONFORMANCE_CLIENT_ID and
// CONFORMANCE_CLIENT_SECRET (measuredRun.ts hands over those of the bench's servers).
import { Pool } from 'undici';
import { HttpClient, benchConfig, quietRun } from './distRun.mjs';

const [iface, target, tokenUrl, seed] = process.argv.slice(2);
if (!['a', 'b'].includes(iface) || !target || !tokenUrl || !Number.isInteger(Number(seed))) {
  console.error('usage: node bench/support/coldRun.mjs <a|b> <target> <token url> <seed>');
  process.exit(2);
}

/** Records every request the engine sends (full headers: they stay in this process). */
function record() {
  const requests = [];
  const original = HttpClient.prototype.send;
  HttpClient.prototype.send = function (req) {
    requests.push(req);
    return original.call(this, req);
  };
  return { requests, restore: () => void (HttpClient.prototype.send = original) };
}

/**
 * The same requests again, `concurrency` at a time, one undici pool per origin; resolves with the ms taken and
 * the requests that got no answer. A server closes a connection after some refusals (a body too large); at a
 * long round trip its close can cross the next request sent on that connection, which then fails: counted,
 * not fatal, as the run's own client makes it a finding rather than a crash.
 */
async function plainLoop(requests, concurrency) {
  const pools = new Map();
  const pool = (origin) => {
    let p = pools.get(origin);
    if (!p) pools.set(origin, (p = new Pool(origin, { connections: 16 })));
    return p;
  };
  let next = 0;
  let unanswered = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const r = requests[next++];
        const url = new URL(r.url);
        try {
          const res = await pool(url.origin).request({ path: url.pathname + url.search, method: r.method, headers: r.headers, body: r.body });
          await res.body.arrayBuffer();
        } catch {
          unanswered++;
        }
      }
    }),
  );
  const ms = performance.now() - started;
  await Promise.all([...pools.values()].map((p) => p.close().catch(() => p.destroy())));
  return { ms, unanswered };
}

const flags = iface === 'a' ? { target } : { target, tokenUrl };
const config = benchConfig({ ...flags, interface: [iface], seed: Number(seed), reporter: ['json'], outputDir: '.bench-tmp' });
const { requests, restore } = record();
const { report, runMs } = await quietRun(config);
restore();
const loop = await plainLoop(requests, config.concurrency);
const longest = [...report.checks]
  .sort((x, y) => y.durationMs - x.durationMs)
  .slice(0, 5)
  .map((c) => `${c.id} ${c.durationMs} ms ${c.requests} req`);
process.stdout.write(`${JSON.stringify({ runMs, loopMs: loop.ms, loopUnanswered: loop.unanswered, requests: requests.length, concurrency: config.concurrency, failed: report.summary.failed, checks: report.checks.length, longest })}\n`);
// The run's dispatcher keeps idle connections open for a while; nothing else is left to do.
process.exit(0);
