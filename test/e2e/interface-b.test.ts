// The interface B suite end to end, through the command line: against the embedded reference, and against
// reference platforms that conform in other ways the specification allows (other paths, int64 ids beyond
// 2^53, 200 for a creation, Retry-After as an HTTP-date, short-lived tokens, tight throttling).
import type { ServerResponse } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchesOnly } from '../../src/engine/registry.ts';
import { registry } from '../../suites/interface-b/index.ts';
import { runCli } from './cli.ts';
import { mustProblems, runAgainst, startTestPlatform, type RunOutcome, type TestPlatform } from './interface-b-run.ts';
import type { RunReport } from '../../src/engine/types.ts';

/** The checks of a run without --load (the throttling phase has tests of its own). */
const MAIN_CHECKS = registry.all().filter((c) => (c.phase ?? 'main') === 'main');
/** The checks of B2..B5 and across the interface (the B1 listing checks have their own tests). */
const ACTION_CHECKS = MAIN_CHECKS.filter((c) => !c.id.startsWith('B1.'));
const ACTION_ONLY = 'B2.*,B3.*,B4.*,B5.*,B.*';
/** Under throttling: checks of every operation, few enough requests that a second's waits stay affordable. */
const THROTTLED_ONLY = 'B2.rejects-*,B2.status-kept,B3.*,B5.*,B.requires-token';
/** About 90 requests against a bucket of 20 refilled at 20 a second: many 429s, whatever the machine's speed. */
const THROTTLE = { capacity: 20, refillPerSecond: 20 };

function expectConforming(report: RunReport, only?: string, warned: string[] = []): void {
  const ids = report.checks.map((c) => c.id).sort();
  const expected = MAIN_CHECKS.map((c) => c.id).filter((id) => matchesOnly(id, only ? [only] : undefined)).sort();
  expect(ids).toEqual(expected);
  expect(report.checks.filter((c) => c.status === 'failed').map((c) => `${c.id}: ${c.message}`)).toEqual([]);
  // A listing check may skip when other checks' writes keep changing its totals, and the check of records
  // the run did not create when there are none (these platforms hold no seed data); every other MUST passes.
  const noForeignRecords = (id: string, text: string) => id === 'B3.visible-records-conform' && /^(skipped: )?no action the run did not create/.test(text);
  expect(mustProblems(report).filter((p) => !/^B1\.[^:]+: skipped:/.test(p) && !noForeignRecords(p.split(':')[0], p.slice(p.indexOf(':') + 2)))).toEqual([]);
  // The recommendations hold for the reference too.
  for (const c of ACTION_CHECKS.filter((x) => ids.includes(x.id))) {
    const r = report.checks.find((x) => x.id === c.id)!;
    if (r.status === 'skipped' && noForeignRecords(r.id, r.message ?? '')) continue;
    expect(`${r.id}: ${r.status}`, r.message).toBe(`${r.id}: ${warned.includes(r.id) ? 'warning' : 'passed'}`);
  }
  expect(report.summary.failed).toBe(0);
  expect(report.exitCode).toBe(0);
  expect(report.cleanup?.leftBehind).toEqual([]);
  expect(report.cleanup?.deleted).toBe(report.cleanup?.created);
}

/** A correct platform variant passes, and afterwards holds none of the run's actions. */
async function expectPasses(platform: TestPlatform, args: string[], profile: Record<string, unknown> = {}, only?: string, warned: string[] = []): Promise<RunOutcome> {
  const outcome = await runAgainst(platform, [...(only ? ['--only', only] : []), ...args], profile);
  expect(outcome.res.stderr).toBe('');
  expectConforming(outcome.report, only, warned);
  expect(outcome.res.code).toBe(0);
  expect(platform.p.store.count()).toBe(0);
  return outcome;
}

describe('conformance run --interface b', () => {
  let dir: string;
  let platform: TestPlatform | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-e2e-b-'));
  });
  afterEach(async () => {
    await platform?.close();
    platform = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  it('passes the embedded reference: exit 0, every MUST check passed, nothing left behind', async () => {
    const res = await runCli(['run', '--interface', 'b', '--reporter', 'json', '--output-dir', dir, '--seed', '11']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const report = JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport;
    expect(report.embedded).toBe(true);
    expect(report.seed).toBe(11);
    expectConforming(report);
    expect(report.cleanup?.created).toBeGreaterThan(0);
  });

  it('passes a platform served under other paths, with the id in the path, a header and the query (profile file)', async () => {
    const operations = {
      listActions: 'GET /api/v2/actions',
      createAction: 'POST /api/v2/actions',
      getAction: { method: 'GET', path: '/api/v2/actions/item', headers: { 'X-Action-Id': '{id}' } },
      updateAction: 'PATCH /api/v2/actions/{id}/fields',
      deleteAction: 'DELETE /api/v2/actions',
    };
    platform = await startTestPlatform({ operations, tokenPath: '/auth/token' });
    expect(platform.p.tokenUrl).toMatch(/\/auth\/token$/);
    await expectPasses(platform, ['--seed', '12', '--runs', '40'], { operations });
  });

  it('passes a platform whose ids are int64 beyond 2^53, and deletes exactly what it created', async () => {
    platform = await startTestPlatform({ idStart: 2n ** 62n });
    const ids: string[] = [];
    platform.p.server.prependListener('request', (req) => {
      if (req.method === 'DELETE') ids.push(decodeURIComponent((req.url ?? '').split('/').pop() ?? ''));
    });
    await expectPasses(platform, ['--seed', '13', '--runs', '40']);
    // The run deleted actions by their exact ids, all beyond 2^53 (a rounded id would have left its action
    // behind, which expectPasses rules out).
    const created = ids.filter((id) => /^\d+$/.test(id) && BigInt(id) >= 2n ** 62n && BigInt(id) < 2n ** 62n + 1_000_000n);
    expect(created.length).toBeGreaterThan(10);
  });

  it('passes a platform that answers a creation with 200 instead of 201', async () => {
    platform = await startTestPlatform();
    let rewritten = 0;
    platform.p.server.prependListener('request', (req, res: ServerResponse) => {
      if (req.method !== 'POST') return;
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        if (status === 201) rewritten++;
        return writeHead(status === 201 ? 200 : status, ...rest);
      }) as ServerResponse['writeHead'];
    });
    // 201 is implied for a creation: 200 is a warning, never a failure.
    await expectPasses(platform, ['--seed', '14', '--runs', '20'], {}, ACTION_ONLY, ['B2.create-answers-201']);
    expect(rewritten).toBeGreaterThan(0);
  });

  it('passes under throttling tight enough for many 429s, waiting as Retry-After says and reporting the retries', async () => {
    platform = await startTestPlatform({ rateLimit: THROTTLE });
    const { report } = await expectPasses(platform, ['--seed', '15', '--runs', '5'], {}, THROTTLED_ONLY);
    expect(report.summary.retries).toBeGreaterThan(5);
    expect(report.checks.reduce((n, c) => n + c.retries, 0)).toBeGreaterThan(5);
  });

  it('passes a platform that gives Retry-After as an HTTP-date', async () => {
    platform = await startTestPlatform({ rateLimit: THROTTLE, retryAfterFormat: 'http-date' });
    let dates = 0;
    platform.p.server.prependListener('request', (_req, res: ServerResponse) => {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
        if (status === 429 && typeof headers?.['retry-after'] === 'string' && /GMT$/.test(headers['retry-after'])) dates++;
        return writeHead(status, headers);
      }) as ServerResponse['writeHead'];
    });
    const { report } = await expectPasses(platform, ['--seed', '16', '--runs', '5'], {}, THROTTLED_ONLY);
    expect(dates).toBeGreaterThan(0);
    expect(report.summary.retries).toBeGreaterThan(0);
  });

  it('passes a platform whose tokens live a second: the run renews them and goes on', async () => {
    // The platform's clock is its readings alone: a millisecond each, and two seconds more every 150, so
    // its tokens expire mid-run however fast the machine is (expiry is made to happen, not waited for), and
    // a slow machine's pauses never make one expire between two readings either.
    let readings = 0;
    const origin = Date.now();
    platform = await startTestPlatform({
      tokenLifetimeSeconds: 1,
      now: () => {
        const n = readings++;
        return origin + n + Math.floor(n / 150) * 2000;
      },
    });
    await expectPasses(platform, ['--seed', '17', '--runs', '100', '--concurrency', '2']);
    expect(platform.tokenRequests).toBeGreaterThanOrEqual(2);
    // Every token request got a token but the one B.token-rejects-wrong-secret sends with a wrong secret and
    // the one B.token-unsupported-grant-type sends for a grant no server defines.
    expect(platform.issuedTokens.size).toBe(platform.tokenRequests - 2);
  });
});
