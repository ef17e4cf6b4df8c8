// Interruption loses nothing: Ctrl-C in the middle of a run stops it, deletes every action the run created
// on the target, writes the partial report and exits 130; a second Ctrl-C leaves at once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { describe, it, type TestContext } from 'vitest';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { spawnCli, STACK_TRACE, tempDir, waitFor } from './harness.ts';

const CLIENT = { clientId: 'interrupt-test', clientSecret: 'interrupt-test-secret', userId: 1 };
/** Checks that create actions one after another for a while: with --runs 1000, a hundred each. */
const CREATING = 'B2.round-trip-fields,B2.round-trip-tasks,B2.round-trip-benefits';

interface SlowPlatform extends StartedPlatform {
  /** Creations answered so far, and creations done on the platform whose answer is still held back. */
  creates: { answered: number; pending: number };
  /** Answers held back for good (their delay was `null`): requests the server has taken and will never answer. */
  held: { count: number };
}

/**
 * The reference platform with each answer held back after the request was handled, as a slow real server
 * would: the action exists before its creator hears of it. The run is then surely still going when the
 * signal comes, and a create cut off in flight would leave an action the run never learns of.
 */
async function slowPlatform(ctx: TestContext, delayMs: (req: IncomingMessage) => number | null): Promise<SlowPlatform> {
  const platform = await startPlatform({ clients: [CLIENT], rateLimit: false });
  const creates = { answered: 0, pending: 0 };
  const held = { count: 0 };
  const heldSockets = new Set<Socket>();
  platform.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const isCreate = req.method === 'POST' && req.url?.startsWith('/v2/');
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    const delay = delayMs(req);
    res.end = ((...a: unknown[]) => {
      if (delay === null) {
        // Never answered: whoever waits for this answer waits forever.
        held.count++;
        heldSockets.add(req.socket);
        return res;
      }
      if (isCreate) creates.pending++;
      setTimeout(() => {
        if (isCreate) {
          creates.pending--;
          creates.answered++;
        }
        end(...a);
      }, delay);
      return res;
    }) as typeof res.end;
  });
  ctx.onTestFinished(() => {
    for (const socket of heldSockets) socket.destroy();
    return platform.close();
  });
  return Object.assign(platform, { creates, held });
}

function startRun(platform: SlowPlatform, outputDir: string) {
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
      '1000',
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

// Each test spawns the CLI, whose start-up dominates: the two run side by side.
describe.concurrent('SIGINT in the middle of a run', () => {
  it('exits 130, leaves none of its actions on the target, writes the partial report and says what it deleted', async (ctx) => {
    // Creations are answered 400 ms after the action exists; everything else at once.
    const platform = await slowPlatform(ctx, (req) => (req.method === 'POST' && !req.url?.startsWith('/oauth') ? 400 : 5));
    const out = tempDir();
    ctx.onTestFinished(out.remove);
    const run = startRun(platform, out.dir);
    ctx.onTestFinished(() => void run.child.kill('SIGKILL'));
    // Ctrl-C once the run has created a few actions, at the moment a further one exists on the target but
    // its creator has not heard back yet: the hardest moment to lose nothing.
    await waitFor(() => platform.creates.answered >= 3, 30_000, 'the run to create actions');
    await waitFor(() => platform.creates.pending > 0, 10_000, 'a creation in flight', 2);
    run.child.kill('SIGINT');
    const { code } = await run.exited;

    // 130 is the tool's own exit: the harness's kill after its bound would give 137 (SIGKILL).
    ctx.expect(code, run.stderr()).toBe(130);
    ctx.expect(platform.store.count(), 'actions left on the target').toBe(0);

    const file = join(out.dir, 'conformance-report.json');
    ctx.expect(existsSync(file)).toBe(true);
    const report = JSON.parse(readFileSync(file, 'utf8')) as RunReport;
    ctx.expect(report.interrupted).toBe(true);
    ctx.expect(report.exitCode).toBe(130);
    ctx.expect(report.cleanup!.created).toBeGreaterThanOrEqual(3);
    ctx.expect(report.cleanup!.deleted).toBe(report.cleanup!.created);
    ctx.expect(report.cleanup!.leftBehind).toEqual([]);
    ctx.expect(report.checks.some((c) => /interrupted/.test(c.message))).toBe(true);

    const stdout = run.stdout();
    ctx.expect(stdout).toContain(`Cleanup: ${report.cleanup!.created} created, ${report.cleanup!.deleted} deleted, 0 left behind`);
    ctx.expect(stdout).toMatch(/INTERRUPTED/);
    ctx.expect(run.stderr()).toMatch(/SIGINT: stopping/);
    ctx.expect(run.stderr() + stdout).not.toMatch(STACK_TRACE);
  });

  it('a second SIGINT exits at once, even while cleanup is blocked', async (ctx) => {
    // Deletions are never answered: a cleanup waited for would never end, so a run that ends at all after
    // the second SIGINT did not wait for it.
    const platform = await slowPlatform(ctx, (req) => (req.method === 'DELETE' ? null : 5));
    const out = tempDir();
    ctx.onTestFinished(out.remove);
    const run = startRun(platform, out.dir);
    ctx.onTestFinished(() => void run.child.kill('SIGKILL'));
    await waitFor(() => platform.creates.answered >= 2 && platform.store.count() > 0, 30_000, 'the run to create actions');
    run.child.kill('SIGINT');
    await waitFor(() => /SIGINT: stopping/.test(run.stderr()), 30_000, 'the first SIGINT to be taken');
    // The cleanup has started and is stuck on a deletion the server will never answer.
    await waitFor(() => platform.held.count > 0, 30_000, 'a deletion to be held by the server');
    run.child.kill('SIGINT');
    const { code } = await run.exited;
    // The tool's own 130, not the harness's SIGKILL (137) after its bound: it ended without the cleanup.
    ctx.expect(code, run.stderr()).toBe(130);
    ctx.expect(platform.held.count, 'the cleanup was still blocked').toBeGreaterThan(0);
    ctx.expect(run.stderr()).not.toMatch(STACK_TRACE);
  });
});
