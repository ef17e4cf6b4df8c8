// One whole run from the built package (dist/), in a process of its own as coldRun.mjs makes it, that prints
// when each sender (a check, `probe`, `cleanup`) handed its first request to the HTTP client and when its last
// answer came, in ms from the run's start, with its requests: which checks make a run's tail. timeline.ts
// starts it.
//
//   node bench/support/timelineRun.mjs <a|b|ab> <target[,target of B for ab]> <token url> <seed>
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpClient, benchConfig, quietRun } from './distRun.mjs';

const [iface, target, tokenUrl, seed] = process.argv.slice(2);
if (!['a', 'b', 'ab'].includes(iface) || !target || !tokenUrl || !Number.isInteger(Number(seed))) {
  console.error('usage: node bench/support/timelineRun.mjs <a|b|ab> <target[,target of B]> <token url> <seed>');
  process.exit(2);
}

const senders = new Map();
let t0 = 0;
const original = HttpClient.prototype.send;
HttpClient.prototype.send = async function (req) {
  const label = req.label ?? '(none)';
  let s = senders.get(label);
  if (!s) senders.set(label, (s = { first: performance.now() - t0, last: 0, requests: 0 }));
  s.requests++;
  try {
    return await original.call(this, req);
  } finally {
    s.last = performance.now() - t0;
  }
};

const dir = mkdtempSync(join(tmpdir(), 'conformance-timeline-'));
let flags = iface === 'a' ? { target } : { target, tokenUrl };
if (iface === 'ab') {
  // Two targets: a profile names them (the credentials still come from the environment).
  const [a, b] = target.split(',');
  writeFileSync(join(dir, 'profile.json'), JSON.stringify({ a: { target: a }, b: { target: b, oauth: { tokenUrl } } }));
  flags = { config: join(dir, 'profile.json') };
}
const config = benchConfig({ ...flags, interface: iface === 'ab' ? ['a', 'b'] : [iface], seed: Number(seed), reporter: [], outputDir: dir });
t0 = performance.now();
const { report, runMs } = await quietRun(config);
rmSync(dir, { recursive: true, force: true });
const rows = [...senders].sort((x, y) => x[1].first - y[1].first).map(([label, s]) => ({ label, ...s }));
process.stdout.write(`${JSON.stringify({ runMs, failed: report.summary.failed, rows })}\n`);
process.exit(0);
