// The interface B suite end to end, through the command line: against the embedded reference, and against
// reference platforms that conform in other ways the specification allows (other paths, int64 ids beyond
// 2^53, 200 for a creation, Retry-After as an HTTP-date, short-lived tokens, tight throttling).
import type { ServerResponse } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../suites/interface-b/index.ts';
import { runCli } from './cli.ts';
import { mustProblems, runAgainst, startTestPlatform, type RunOutcome, type TestPlatform } from './interface-b-run.ts';
import type { RunReport } from '../../src/engine/types.ts';

/** The checks of B2..B5 and across the interface (the B1 listing checks have their own tests). */
const ACTION_CHECKS = registry.all().filter((c) => !c.id.startsWith('B1.'));
const ACTION_ONLY = 'B2.*,B3.*,B4.*,B5.*,B.*';

function expectConforming(report: RunReport, only = false): void {
  const ids = report.checks.map((c) => c.id).sort();
  const expected = (only ? ACTION_CHECKS : registry.all()).map((c) => c.id).sort();
  expect(ids).toEqual(expected);
  expect(mustProblems(report)).toEqual([]);
  // The recommendations hold for the reference too.
  for (const c of ACTION_CHECKS) {
    const r = report.checks.find((x) => x.id === c.id)!;
    expect(`${r.id}: ${r.status}`, r.message).toBe(`${r.id}: passed`);
  }
  expect(report.summary.failed).toBe(0);
  expect(report.exitCode).toBe(0);
  expect(report.cleanup?.leftBehind).toEqual([]);
  expect(report.cleanup?.deleted).toBe(report.cleanup?.created);
}

/** A correct platform variant passes, and afterwards holds none of the run's actions. */
async function expectPasses(platform: TestPlatform, args: string[], profile: Record<string, unknown> = {}, only = false): Promise<RunOutcome> {
  const outcome = await runAgainst(platform, [...(only ? ['--only', ACTION_ONLY] : []), ...args], profile);
  expect(outcome.res.stderr).toBe('');
  expectConforming(outcome.report, only);
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
    platform.p.server.on('request', (req) => {
      if (req.method === 'DELETE') ids.push(decodeURIComponent((req.url ?? '').split('/').pop() ?? ''));
    });
    await expectPasses(platform, ['--seed', '13', '--runs', '40']);
    // The ids deleted are the exact ones handed out (a rounded id would point at nothing).
    const beyond = ids.filter((id) => /^\d+$/.test(id) && BigInt(id) >= 2n ** 62n);
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond.every((id) => BigInt(id) < 2n ** 62n + 10_000n)).toBe(true);
  });

  it('passes a platform that answers a creation with 200 instead of 201', async () => {
    platform = await startTestPlatform();
    let rewritten = 0;
    platform.p.server.on('request', (req, res: ServerResponse) => {
      if (req.method !== 'POST') return;
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        if (status === 201) rewritten++;
        return writeHead(status === 201 ? 200 : status, ...rest);
      }) as ServerResponse['writeHead'];
    });
    await expectPasses(platform, ['--seed', '14', '--runs', '20'], {}, true);
    expect(rewritten).toBeGreaterThan(0);
  });

  it('passes under throttling tight enough for many 429s, waiting as Retry-After says and reporting the retries', async () => {
    platform = await startTestPlatform({ rateLimit: { capacity: 15, refillPerSecond: 80 } });
    const { report } = await expectPasses(platform, ['--seed', '15', '--runs', '10'], {}, true);
    expect(report.summary.retries).toBeGreaterThan(5);
    expect(report.checks.reduce((n, c) => n + c.retries, 0)).toBeGreaterThan(5);
  });

  it('passes a platform that gives Retry-After as an HTTP-date', async () => {
    platform = await startTestPlatform({ rateLimit: { capacity: 15, refillPerSecond: 80 }, retryAfterFormat: 'http-date' });
    let dates = 0;
    platform.p.server.on('request', (_req, res: ServerResponse) => {
      res.on('finish', () => {
        const value = res.getHeader('retry-after');
        if (typeof value === 'string' && /GMT$/.test(value)) dates++;
      });
    });
    const { report } = await expectPasses(platform, ['--seed', '16', '--runs', '10'], {}, true);
    expect(dates).toBeGreaterThan(0);
    expect(report.summary.retries).toBeGreaterThan(0);
  });

  it('passes a platform whose tokens live a second: the run renews them and goes on', async () => {
    platform = await startTestPlatform({ tokenLifetimeSeconds: 1 });
    const started = Date.now();
    await expectPasses(platform, ['--seed', '17', '--runs', '40']);
    // Only meaningful when the run outlived its first token.
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(platform.tokenRequests).toBeGreaterThanOrEqual(2);
    expect(platform.issuedTokens.size).toBe(platform.tokenRequests);
  });
});
