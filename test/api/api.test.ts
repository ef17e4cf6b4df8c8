// The programmatic API: no output unless a reporter asks, errors as rejections (never process.exit),
// reporter objects, an AbortSignal that stops a run whose cleanup still runs, and the reference servers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checks, run, serve, simulate, UsageError, type Reporter, type CheckResult } from 'conformance';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import { runCli } from '../e2e/cli.ts';

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
