// The programmatic API: no output unless a reporter asks, errors as rejections (never process.exit),
// reporter objects, an AbortSignal that stops a run whose cleanup still runs, and the reference servers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checks, run, serve, simulate, UsageError, type Reporter, type CheckResult } from 'conformance';
import { startPlatform, type StartedPlatform } from '../../../reference/interface-b/index.ts';
import { runCli } from '../../e2e/cli.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform, type TestPlatform } from '../../e2e/interface-b-run.ts';
import { mutant as authNotEnforced } from '../../../reference/mutants/interface-b/auth-not-enforced.ts';
import { mutant as patchIgnored } from '../../../reference/mutants/interface-b/patch-ignored.ts';

let platform: StartedPlatform | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await platform?.close();
  platform = undefined;
});

function silenced() {
  const out = vi.spyOn(process.stdout, 'write');
  const err = vi.spyOn(process.stderr, 'write');
  return () => [...out.mock.calls, ...err.mock.calls].map((c) => String(c[0]));
}

describe('run() takes every option of `conformance run` and refuses the ones it does not know', () => {
  let testPlatform: TestPlatform | undefined;
  afterEach(async () => {
    await testPlatform?.close();
    testPlatform = undefined;
  });
  const onPlatform = (p: TestPlatform) => ({
    target: p.p.url,
    interfaces: ['b' as const],
    b: { oauth: { tokenUrl: p.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } },
    env: {},
  });

  it('an unknown key, or options that are not an object: a UsageError naming it, nothing run', async () => {
    const exit = vi.spyOn(process, 'exit');
    await expect(run({ interfaces: ['a'], maxTimee: 5 } as never)).rejects.toThrow(/^run\(\): unknown option "maxTimee": did you mean "maxTime"\?/);
    await expect(run({ interfaces: ['a'], excludes: ['A3.*'] } as never)).rejects.toBeInstanceOf(UsageError);
    await expect(run({ interfaces: ['a'], frobnicate: true } as never)).rejects.toThrow(/unknown option "frobnicate" \(known: a, b, baseline, color, concurrency, config, /);
    await expect(run([] as never)).rejects.toThrow('run(): the options must be an object, got an array');
    expect(exit).not.toHaveBeenCalled();
  });

  it('exclude leaves out the checks whose id matches', async () => {
    const all = await run({ interfaces: ['a'], only: ['A3.*'], runs: 3, seed: 1 });
    const left = all.checks[0]!.id;
    const report = await run({ interfaces: ['a'], only: ['A3.*'], exclude: [left], runs: 3, seed: 1 });
    expect(report.checks.map((c) => c.id)).toEqual(all.checks.map((c) => c.id).filter((id) => id !== left));
  });

  it('maxFailures stops after that many MUST failures, the rest skipped', async () => {
    testPlatform = await startTestPlatform(authNotEnforced.options);
    const auth = ['B.requires-token', 'B.rejects-malformed-token', 'B.rejects-unknown-token'];
    const report = await run({ ...onPlatform(testPlatform), only: auth, concurrency: 1, maxFailures: 2 });
    expect(report.stopped?.kind).toBe('max-failures');
    expect(report.checks.filter((c) => c.status === 'failed')).toHaveLength(2);
    expect(report.checks.filter((c) => c.status === 'skipped').map((c) => c.message)).toEqual(['not run: the run stopped after 2 MUST failures (--max-failures 2)']);
  });

  it('maxTime bounds the whole run: stopped, the rest skipped, what it created deleted', async () => {
    testPlatform = await startTestPlatform();
    // A thousandth of a second: no run of interface B ends within it, on any machine.
    const report = await run({ ...onPlatform(testPlatform), maxTime: 0.001 });
    expect(report.stopped?.kind).toBe('max-time');
    expect(report.checks.filter((c) => c.status === 'skipped' && /time bound was reached/.test(c.message)).length).toBeGreaterThan(0);
    expect(report.cleanup?.leftBehind ?? []).toEqual([]);
    expect(testPlatform.p.store.count()).toBe(0);
  });

  it('keepFailed keeps the resources of failed checks on the target and lists them', async () => {
    testPlatform = await startTestPlatform(patchIgnored.options);
    const report = await run({ ...onPlatform(testPlatform), only: [patchIgnored.breaks], keepFailed: true });
    expect(report.checks.find((c) => c.id === patchIgnored.breaks)?.status).toBe('failed');
    const kept = report.cleanup?.kept ?? [];
    expect(kept.length).toBeGreaterThan(0);
    expect(testPlatform.p.store.count()).toBe(kept.length);
    // Without it the same run deletes them.
    const again = await run({ ...onPlatform(testPlatform), only: [patchIgnored.breaks] });
    expect(again.cleanup?.kept ?? []).toEqual([]);
    expect(testPlatform.p.store.count()).toBe(kept.length);
  });
});

describe('run()', () => {
  it('writes nothing without reporters and resolves with the report', async () => {
    const written = silenced();
    const report = await run({ interfaces: ['a'], only: ['A3.*'], runs: 5, seed: 7 });
    expect(written()).toEqual([]);
    expect(report.exitCode).toBe(0);
    expect(report.seed).toBe(7);
    expect(report.tool.name).toBe('conformance');
    expect(report.checks.length).toBeGreaterThan(0);
    expect(report.checks.every((c) => c.id.startsWith('A3.'))).toBe(true);
    expect(report.summary.passed).toBe(report.checks.filter((c) => c.status === 'passed').length);
  });

  it('rejects with a UsageError when the run cannot be made, and leaves the process alone', async () => {
    const exit = vi.spyOn(process, 'exit');
    await expect(run({ target: 'ftp://127.0.0.1:1', interfaces: ['a'], env: {} })).rejects.toBeInstanceOf(UsageError);
    await expect(run({ interfaces: ['b'], b: { fixtures: { userIds: [] } } })).rejects.toThrow(/fixtures\.userIds/);
    expect(exit).not.toHaveBeenCalled();
  });

  it('feeds reporter objects, and an aborted run resolves as interrupted after deleting what it created', async () => {
    platform = await startPlatform({ port: 0, clients: [{ clientId: 'c', clientSecret: 'api-test-secret', userId: 1 }], rateLimit: false });
    const controller = new AbortController();
    const seen: CheckResult[] = [];
    const reporter: Reporter = {
      name: 'mine',
      onCheckResult(result) {
        seen.push(result);
        controller.abort(); // stop after the first result
      },
    };
    const report = await run({
      target: platform.url,
      interfaces: ['b'],
      b: { oauth: { tokenUrl: platform.tokenUrl, clientId: 'c', clientSecret: 'api-test-secret' } },
      only: ['B2.*', 'B5.*'],
      concurrency: 1,
      reporters: [reporter],
      signal: controller.signal,
      env: {},
    });
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(report.interrupted).toBe(true);
    expect(report.exitCode).toBe(130);
    expect(report.checks.length).toBeLessThan(15);
    expect(report.cleanup?.leftBehind).toEqual([]);
    expect(platform.store.count()).toBe(0);
  });
});

describe('serve()', () => {
  it('starts the reference servers with usable credentials and stops them on abort', async () => {
    const controller = new AbortController();
    const served = await serve({ signal: controller.signal, apiKey: 'serve-test-key' });
    expect(served.a?.apiKey).toBe('serve-test-key');
    const token = await fetch(served.b!.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${served.b!.clientId}:${served.b!.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(token.status).toBe(200);
    controller.abort();
    await served.close(); // the same close the abort started
    await expect(fetch(`${served.a!.url}/materials/m/documents`)).rejects.toThrow();
  });
});

describe('simulate()', () => {
  it('runs a bounded simulation of the embedded platform without output', async () => {
    const written = silenced();
    const report = await simulate({ interface: 'b', rate: 20, duration: 1, maxRequests: 15, seed: 3 });
    expect(written()).toEqual([]);
    expect(report.exitCode).toBe(0);
  });
});

describe('checks()', () => {
  it('is the catalogue `conformance checks --format json` prints', async () => {
    const cli = JSON.parse((await runCli(['checks', '--format', 'json'])).stdout) as { id: string; level: string }[];
    const api = await checks();
    expect(api.map((c) => [c.id, c.level])).toEqual(cli.map((c) => [c.id, c.level]));
  });
});
