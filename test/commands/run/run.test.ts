// The run deletes what it created even when the run itself breaks, here because a reporter cannot write.
import { describe, it, expect, afterEach } from 'vitest';
import { resolveRunConfig } from '../../../src/engine/config.ts';
import { executeRun } from '../../../commands/run/run.ts';
import { startPlatform, type StartedPlatform } from '../../../reference/interface-b/index.ts';

let platform: StartedPlatform | undefined;
afterEach(async () => {
  await platform?.close();
});

describe('executeRun', () => {
  it('cleans up after a reporter failure that ends the run', async () => {
    platform = await startPlatform({ port: 0, clients: [{ clientId: 'c', clientSecret: 'run-test-secret', userId: 1 }], rateLimit: false });
    const config = resolveRunConfig(
      { target: platform.url, interface: ['b'], tokenUrl: platform.tokenUrl, clientId: 'c', clientSecret: 'run-test-secret', only: ['B2.status-kept', 'B5.*'], seed: 3 },
      {},
    );
    let writes = 0;
    const stream = {
      // The start line goes through; the first check's progress mark fails, as a full disk would.
      write: () => {
        if (++writes > 1) throw new Error('disk full');
        return true;
      },
    } as unknown as NodeJS.WritableStream;
    await expect(executeRun(config, { interrupt: new AbortController().signal, stream })).rejects.toThrow(/reporter console failed in onCheckResult: disk full/);
    expect(writes).toBeGreaterThan(1);
    expect(platform.store.count()).toBe(0);
  });
});
