// Interruption loses nothing: Ctrl-C in the middle of a run stops it, deletes every action the run created
// on the target, writes the partial report and exits 130; a second Ctrl-C leaves at once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { spawnCli, STACK_TRACE, tempDir, waitFor } from './harness.ts';

const CLIENT = { clientId: 'interrupt-test', clientSecret: 'interrupt-test-secret', userId: 1 };
/** Checks that create actions one after another for a while (each property run creates one). */
const CREATING = 'B2.round-trip-fields,B2.round-trip-tasks,B2.status-kept';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The reference platform, each answer delayed so that the run is surely still going when the signal comes. */
async function slowPlatform(delayMs: (req: IncomingMessage) => number): Promise<StartedPlatform> {
  const platform = await startPlatform({ clients: [CLIENT], rateLimit: false });
  const [listener] = platform.server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  platform.server.removeAllListeners('request');
  platform.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const t = setTimeout(() => listener(req, res), delayMs(req));
    res.on('close', () => clearTimeout(t));
  });
  cleanups.push(() => platform.close());
  return platform;
}

function startRun(platform: StartedPlatform, outputDir: string) {
  return spawnCli(
    [
      'run',
      '--target',
      platform.url,
      '--interface',
      'b',
      '--token-url',
      platform.tokenUrl,
      '--client-id',
      CLIENT.clientId,
      '--only',
      CREATING,
      '--runs',
      '100',
      '--concurrency',
      '3',
      '--reporter',
      'console',
      '--reporter',
      'json',
      '--output-dir',
      outputDir,
    ],
    { env: { CONFORMANCE_CLIENT_SECRET: CLIENT.clientSecret, NO_COLOR: '1' }, limitMs: 40_000 },
  );
}

describe('SIGINT in the middle of a run', () => {
  it('exits 130, leaves none of its actions on the target, writes the partial report and says what it deleted', async () => {
    const platform = await slowPlatform(() => 5);
    const out = tempDir();
    cleanups.push(out.remove);
    const run = startRun(platform, out.dir);
    cleanups.push(() => void run.child.kill('SIGKILL'));
    // Ctrl-C once the run has created a few actions, while it is still creating more.
    await waitFor(() => platform.store.count() >= 3, 30_000, 'the run to create actions');
    const sentAt = performance.now();
    run.child.kill('SIGINT');
    const { code } = await run.exited;
    const stopMs = performance.now() - sentAt;

    expect(code, run.stderr()).toBe(130);
    expect(stopMs).toBeLessThan(5_000);
    expect(platform.store.count(), 'actions left on the target').toBe(0);

    const file = join(out.dir, 'conformance-report.json');
    expect(existsSync(file)).toBe(true);
    const report = JSON.parse(readFileSync(file, 'utf8')) as RunReport;
    expect(report.interrupted).toBe(true);
    expect(report.exitCode).toBe(130);
    expect(report.cleanup!.created).toBeGreaterThanOrEqual(3);
    expect(report.cleanup!.deleted).toBe(report.cleanup!.created);
    expect(report.cleanup!.leftBehind).toEqual([]);
    expect(report.checks.some((c) => /interrupted/.test(c.message))).toBe(true);

    const stdout = run.stdout();
    expect(stdout).toContain(`Cleanup: ${report.cleanup!.created} created, ${report.cleanup!.deleted} deleted, 0 left behind`);
    expect(stdout).toMatch(/INTERRUPTED/);
    expect(run.stderr()).toMatch(/SIGINT: stopping/);
    expect(run.stderr() + stdout).not.toMatch(STACK_TRACE);
  });

  it('a second SIGINT exits at once, even while cleanup is slow', async () => {
    // Deletions take 3 s each: a cleanup waited for would be plain to see.
    const platform = await slowPlatform((req) => (req.method === 'DELETE' ? 3_000 : 5));
    const out = tempDir();
    cleanups.push(out.remove);
    const run = startRun(platform, out.dir);
    cleanups.push(() => void run.child.kill('SIGKILL'));
    await waitFor(() => platform.store.count() >= 2, 30_000, 'the run to create actions');
    run.child.kill('SIGINT');
    await waitFor(() => /SIGINT: stopping/.test(run.stderr()), 5_000, 'the first SIGINT to be taken');
    const secondAt = performance.now();
    run.child.kill('SIGINT');
    const { code } = await run.exited;
    expect(code).toBe(130);
    expect(performance.now() - secondAt).toBeLessThan(1_000);
    expect(run.stderr()).not.toMatch(STACK_TRACE);
  });
});
