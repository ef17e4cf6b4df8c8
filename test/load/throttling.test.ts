// The throttling phase (`run --load`): it passes on the reference platform, fails on each platform that
// breaks one throttling rule, and only warns on a platform that never throttles within the bounds.
import { describe, expect, it } from 'vitest';
import { runCli } from '../e2e/cli.ts';
import { CLIENT_SECRET, runAgainst, startTestPlatform } from '../e2e/interface-b-run.ts';
import { mutant as withoutRetryAfter } from '../../reference/mutants/interface-b/load-429-without-retry-after.ts';
import { mutant as garbageRetryAfter } from '../../reference/mutants/interface-b/load-429-retry-after-garbage.ts';
import { mutant as serviceUnavailable } from '../../reference/mutants/interface-b/load-503-instead-of-429.ts';
import { mutant as stillThrottled } from '../../reference/mutants/interface-b/load-still-throttled-after-retry-after.ts';
import { planChecks } from '../../commands/run/run.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOAD_IDS = ['B.throttling-retry-after', 'B.throttling-error-body', 'B.throttling-no-server-error', 'B.throttling-recovers'];
const SMALL = ['--load', '--only', 'B.throttling-*', '--load-max-seconds', '3'];
const THROTTLED_WRITE = 'B.throttled-write-not-applied';

describe('the throttling phase', () => {
  it('is planned only with --load, after every other check', async () => {
    expect(await planChecks({ interfaces: ['b'], only: ['B.throttling-*'], load: false })).toEqual([]);
    const plan = await planChecks({ interfaces: ['b'], load: true });
    const load = plan.filter((c) => c.phase === 'load');
    expect(load.map((c) => c.id).sort()).toEqual([...LOAD_IDS, THROTTLED_WRITE].sort());
    // The throttled creations go out first, while the burst's throttling lasts.
    expect(load[0].id).toBe(THROTTLED_WRITE);
    // The error body on a 429 is implied, not stated (part 7's 429 row says no "details in the body"); so is
    // a throttled write changing nothing (client rule 2 lets the client send it again).
    for (const c of load) expect(c.level, c.id).toBe(c.id === 'B.throttling-error-body' || c.id === THROTTLED_WRITE ? 'SHOULD' : 'MUST');
  });

  it('looks for every creation answered 429 once its Retry-After passed, and finds none on the reference', async () => {
    // Two tokens a second: the creations sent right after the burst are throttled however slow the machine.
    const platform = await startTestPlatform({ rateLimit: { capacity: 200, refillPerSecond: 2 } });
    try {
      const { res, report, check } = await runAgainst(platform, ['--load', '--only', THROTTLED_WRITE, '--load-max-seconds', '3']);
      expect(res.stderr).toBe('');
      const c = check(THROTTLED_WRITE)!;
      expect(c.status, c.message).toBe('passed');
      expect(c.message).toMatch(/^\d+ of \d+ creations sent right after the burst were answered 429 \(.*\); none of them was carried out$/);
      expect(res.code).toBe(0);
      expect(report.cleanup?.leftBehind).toEqual([]);
      // Nothing of the run is left: the creations not refused were deleted, none of the throttled ones exists.
      expect(platform.p.store.snapshot()).not.toContain('throttled write');
    } finally {
      await platform.close();
    }
  });

  it('passes on a reference platform that throttles, with figures in the notes', async () => {
    const platform = await startTestPlatform({ rateLimit: { capacity: 200, refillPerSecond: 100 } });
    try {
      const { res, report } = await runAgainst(platform, SMALL);
      expect(res.stderr).toBe('');
      expect(report.checks.map((c) => c.id).sort()).toEqual([...LOAD_IDS].sort());
      for (const c of report.checks) expect(c.status, `${c.id}: ${c.message}`).toBe('passed');
      expect(res.code).toBe(0);
      const retry = report.checks.find((c) => c.id === 'B.throttling-retry-after')!;
      expect(retry.message).toMatch(/first 429 after \d+ ms at [\d.]+\/s/);
      expect(retry.message).toMatch(/answers were 429 \([\d.]+%\)/);
      expect(retry.message).toMatch(/p50 [\d.]+ ms, p90 [\d.]+ ms, p99 [\d.]+ ms/);
      expect(report.checks.find((c) => c.id === 'B.throttling-recovers')!.message).toMatch(/served again \(200\) after waiting \d+ ms/);
    } finally {
      await platform.close();
    }
  }, 60_000);

  it('passes on the embedded reference with its default throttling and the default bounds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'conformance-load-'));
    try {
      const res = await runCli(['run', '--interface', 'b', '--load', '--only', 'B.throttling-*', '--reporter', 'json', '--output-dir', dir]);
      const report = JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport;
      for (const c of report.checks) expect(c.status, `${c.id}: ${c.message}`).toBe('passed');
      expect(report.checks).toHaveLength(LOAD_IDS.length);
      expect(res.code).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  describe.each([withoutRetryAfter, garbageRetryAfter, serviceUnavailable, stillThrottled])('on $name', (mutant) => {
    it(`fails ${mutant.breaks}, with evidence that carries no secret`, async () => {
      const platform = await startTestPlatform(mutant.options);
      try {
        const { res, report, text, check } = await runAgainst(platform, SMALL);
        const c = check(mutant.breaks)!;
        expect(c, `${mutant.breaks} ran`).toBeDefined();
        expect(c.status, c.message).toBe('failed');
        expect(res.code).toBe(1);
        expect(c.evidence?.request?.method).toBe('GET');
        expect(c.evidence?.response?.status).toBeGreaterThanOrEqual(400);
        // A curl line, or a script of the check's requests that first fetches its own token.
        expect(c.reproduce).toMatch(/^(curl |#!\/bin\/sh\n)/);
        expect(c.reproduce).toContain(report.targets.b!);
        expect(c.reproduce).toContain('"Authorization: Bearer $CONFORMANCE_BEARER_TOKEN"');
        expect(platform.issuedTokens.size).toBeGreaterThan(0);
        for (const token of platform.issuedTokens) expect(text).not.toContain(token);
        expect(text).not.toContain(CLIENT_SECRET);
      } finally {
        await platform.close();
      }
    }, 60_000);
  });

  it('names the broken rule of each mutant', async () => {
    const platform = await startTestPlatform(withoutRetryAfter.options);
    try {
      const { check } = await runAgainst(platform, SMALL);
      expect(check('B.throttling-retry-after')!.message).toMatch(/of \d+ 429 answers break part 7.*no Retry-After header/);
      // Nothing to wait for: recovery cannot be tried, which is not a second failure.
      expect(check('B.throttling-recovers')!.status).toBe('skipped');
      expect(check('B.throttling-no-server-error')!.status).toBe('passed');
    } finally {
      await platform.close();
    }
  }, 60_000);

  it('only warns when a 429 carries a valid Retry-After but no error body (implied, not stated, for 429)', async () => {
    const platform = await startTestPlatform({
      rateLimit: { capacity: 200, refillPerSecond: 100 },
      mutation: { shapeError: (a) => (a.status === 429 ? { ...a, omitBody: true } : a) },
    });
    try {
      const { res, check } = await runAgainst(platform, SMALL);
      expect(check('B.throttling-retry-after')!.status).toBe('passed');
      const body = check('B.throttling-error-body')!;
      expect(body.status, body.message).toBe('warning');
      expect(body.message).toMatch(/^\d+ of \d+ 429 answers lack the error body of part 7/);
      expect(body.evidence?.response?.status).toBe(429);
      expect(check('B.throttling-recovers')!.status).toBe('passed');
      expect(res.code).toBe(0);
    } finally {
      await platform.close();
    }
  }, 60_000);

  it('warns on every check, saying what was tried, when the platform never throttles within the bounds', async () => {
    const platform = await startTestPlatform({ rateLimit: false });
    try {
      const { res, report } = await runAgainst(platform, ['--load', '--only', 'B.throttling-*', '--load-max-seconds', '2', '--load-max-requests', '3000']);
      for (const c of report.checks) {
        // No 429 has no error body to judge: said once, by the checks of the throttling itself.
        expect(c.status, `${c.id}: ${c.message}`).toBe(c.id === 'B.throttling-error-body' ? 'skipped' : 'warning');
        expect(c.message).toMatch(/no 429/);
        expect(c.message).toMatch(/\d+ requests in [\d.]+ s over \d+ connections, [\d.]+ answers\/s reached \(bounds: 3000 requests, 2 s/);
      }
      expect(report.summary.warnings).toBe(3);
      expect(res.code).toBe(0);
    } finally {
      await platform.close();
    }
  }, 60_000);
});
