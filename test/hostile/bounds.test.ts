// Runs that always end: a target that answers the setup probe and then stops answering (it accepts
// connections and never answers, or trickles its headers) is judged unresponsive after a few transport
// failures in a row; the remaining checks are skipped with that reason, the reports are still written, and
// the run ends with exit 1 instead of waiting out every request. (One that never answers at all is a setup
// error, exit 2: test/hostile/targets.test.ts.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../src/defaults.ts';
import { suites } from '../../suites/index.ts';
import type { RunReport } from '../../src/engine/types.ts';
import * as hostile from './servers.ts';
import { expectNoCrash } from './findings.ts';
import { runInProcess, tempDir, warmUp } from './harness.ts';

beforeAll(warmUp);

const serve = hostile.closedAfterEach();
const dirs: (() => void)[] = [];
afterEach(() => {
  for (const remove of dirs.splice(0)) remove();
});

async function runWithReports(target: string, iface: 'a' | 'b', extra: string[]) {
  const { dir, remove } = tempDir();
  dirs.push(remove);
  const creds = iface === 'a' ? ['--api-key', 'bounds-test-key'] : ['--bearer-token', 'bounds-test-token'];
  const res = await runInProcess(['run', '--target', target, '--interface', iface, ...creds, '--reporter', 'console', '--reporter', 'json', '--reporter', 'html', '--output-dir', dir, ...extra]);
  const json = join(dir, 'conformance-report.json');
  const html = join(dir, 'conformance-report.html');
  const report = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as RunReport) : undefined;
  return { ...res, report, json, html };
}

/** The outcome every unresponsive target must lead to. */
function expectUnresponsiveEnd(run: Awaited<ReturnType<typeof runWithReports>>): RunReport {
  expectNoCrash(run);
  expect(run.code, run.stderr).toBe(1);
  expect(run.report, 'JSON report written').toBeDefined();
  expect(existsSync(run.html), 'HTML report written').toBe(true);
  const report = run.report!;
  expect(report.stopped?.kind).toBe('unresponsive');
  expect(report.stopped?.reason).toMatch(/unresponsive/);
  // Every planned check has a result; those the cut-off kept from running say why.
  expect(report.checks.length).toBe(report.planned);
  const skipped = report.checks.filter((c) => c.status === 'skipped' && /unresponsive/.test(c.message));
  expect(skipped.length).toBeGreaterThan(0);
  expect(report.checks.filter((c) => c.status === 'passed')).toEqual([]);
  expect(run.stdout).toMatch(/STOPPED \(target unresponsive\)/);
  expect(run.stdout).toContain(`report: ${run.json}`);
  return report;
}

/** How many requests the setup probe of each interface sends: the hostile targets answer those. */
const PROBE = { a: suites.a.setupProbe?.length ?? 0, b: suites.b.setupProbe?.length ?? 0 };

describe('a target that stops answering ends the run', () => {
  it('a silent interface A target: unresponsive, the rest skipped, reports written, exit 1', async () => {
    const s = await serve(hostile.silent({ answerFirst: PROBE.a }));
    const run = await runWithReports(s.url, 'a', ['--request-timeout', '300', '--runs', '2']);
    expectUnresponsiveEnd(run);
  });

  it('an interface B target that trickles its headers: unresponsive, the rest skipped, reports written, exit 1', async () => {
    const s = await serve(hostile.trickleHeaders({ answerFirst: PROBE.b }));
    const run = await runWithReports(s.url, 'b', ['--request-timeout', '300', '--runs', '2']);
    const report = expectUnresponsiveEnd(run);
    expect(s.hits.length).toBeGreaterThan(0);
    // Each check either failed (a SHOULD: warned) with the transport error as evidence (its own requests timed out) or was
    // skipped (kept from running or cut off by the stop, or its shared data set could not be made); the
    // setup probe's timeouts count towards the cut-off too, so which a given check gets depends on when
    // the count ran out.
    for (const c of report.checks) {
      if (c.status === 'failed' || c.status === 'warning') expect(`${c.evidence?.error ?? ''} ${c.message}`, c.id).toMatch(/within \d+ ms|timed? ?out|closed|reset/i);
      else expect(c.status, `${c.id}: ${c.message}`).toBe('skipped');
    }
  });

  it('at the default settings a silent target gets no more requests once the cut-off is reached', async () => {
    const s = await serve(hostile.silent({ lifetimeMs: 60_000, answerFirst: PROBE.a }));
    const run = await runWithReports(s.url, 'a', []);
    const report = expectUnresponsiveEnd(run);
    // The first requests of the checks running at once time out together; after the cut-off nothing more is
    // sent, where without it every check would go on to its next request and wait out its timeout again.
    // (A check waiting on another's request may send one more as the first timeouts come in.) Without the
    // cut-off, each of the 20 checks that send anything would send at least one request.
    // (The probe's requests come first, answered.)
    expect(s.hits.length).toBeGreaterThanOrEqual(PROBE.a + DEFAULTS.unresponsiveAfter);
    expect(s.hits.length).toBeLessThanOrEqual(PROBE.a + 2 * DEFAULTS.concurrency);
    const notRun = report.checks.filter((c) => c.status === 'skipped' && c.message.startsWith('not run: the target is unresponsive'));
    // Checks start twice as many at a time as requests may be in flight, and more as the first timeouts come in.
    expect(notRun.length).toBeGreaterThanOrEqual(report.planned - (DEFAULTS.checksPerSlot + 1) * DEFAULTS.concurrency);
    // While the first requests waited out their timeout, the console said what it was waiting on.
    expect(run.stdout).toMatch(/… waiting on A[\w.-]* \(/);
    expect(run.stdout).toMatch(/stopping: the target is unresponsive/);
  });
});
