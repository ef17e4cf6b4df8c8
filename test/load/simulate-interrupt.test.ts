// Ctrl-C in the middle of a simulation: it stops starting iterations, lets those under way finish, deletes
// every action it created, writes its reports and exits 130.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlatform } from '../../reference/interface-b/index.ts';
import { spawnCli, STACK_TRACE, tempDir, waitFor } from '../hostile/harness.ts';
import type { SimulationReport } from '../../load/simulate/result.ts';

const CLIENT = { clientId: 'simulate-interrupt', clientSecret: 'simulate-interrupt-secret', userId: 1 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('SIGINT in the middle of a simulation', () => {
  it('exits 130 and leaves none of its actions on the target', async () => {
    const platform = await startPlatform({ clients: [CLIENT], rateLimit: false });
    cleanups.push(() => platform.close());
    const out = tempDir('conformance-simulate-interrupt-');
    cleanups.push(out.remove);
    const sim = spawnCli(
      ['simulate', '--interface', 'b', '--target', platform.url, '--token-url', platform.tokenUrl, '--client-id', CLIENT.clientId,
        '--rate', '100', '--duration', '60', '--mix', 'create=3,read=1', '--reporter', 'console,json', '--output-dir', out.dir],
      { env: { CONFORMANCE_CLIENT_SECRET: CLIENT.clientSecret }, limitMs: 60_000 },
    );
    cleanups.push(() => void sim.child.kill('SIGKILL'));
    await waitFor(() => platform.store.count() >= 20, 40_000, 'the simulation to create actions');
    sim.child.kill('SIGINT');
    const { code } = await sim.exited;
    // The tool's own 130 after the signal, not the harness's SIGKILL (137) at its bound: it ended by itself.
    expect(code, sim.stderr()).toBe(130);
    expect(platform.store.count(), 'actions left on the target').toBe(0);

    const report = JSON.parse(readFileSync(join(out.dir, 'simulation-report.json'), 'utf8')) as SimulationReport;
    expect(report.interrupted).toBe(true);
    expect(report.exitCode).toBe(130);
    expect(report.summary.stoppedBy).toBe('interrupted');
    expect(report.cleanup.created).toBeGreaterThanOrEqual(20);
    expect(report.cleanup.deleted).toBe(report.cleanup.created);
    expect(report.cleanup.leftBehind).toEqual([]);
    expect(sim.stderr()).toMatch(/SIGINT: stopping/);
    expect(sim.stdout()).toMatch(/INTERRUPTED/);
    expect(sim.stderr() + sim.stdout()).not.toMatch(STACK_TRACE);
    expect(sim.stdout() + readFileSync(join(out.dir, 'simulation-report.json'), 'utf8')).not.toContain(CLIENT.clientSecret);
  }, 90_000);
});
