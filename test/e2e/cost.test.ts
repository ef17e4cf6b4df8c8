// What a default run costs stays bounded: the classes of obligation are sampled within the request budget,
// not tried exhaustively. The bound is twice what a default run of each interface sent against the embedded
// reference before the classes were checked (A 596, B 1421 requests, seed 1): a count the server saw, not
// a time, so a faster or slower machine meets the same bound. Time is measured in bench/run.ts.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/engine/types.ts';
import { runCli } from './cli.ts';
import { DEFAULT_RATE_LIMIT } from '../../reference/interface-b/index.ts';

const BEFORE_CLASSES = { a: 596, b: 1421 } as const;

describe.concurrent('a default run against the embedded reference', () => {
  it("fits in the embedded platform's throttling bucket, whatever the pace", () => {
    expect(DEFAULT_RATE_LIMIT.capacity).toBeGreaterThanOrEqual(2 * BEFORE_CLASSES.b);
  });

  it.each(['a', 'b'] as const)('of interface %s sends at most twice the requests it sent before the classes were checked', async (iface) => {
    const dir = await mkdtemp(join(tmpdir(), 'conformance-cost-'));
    try {
      const res = await runCli(['run', '--interface', iface, '--seed', '1', '--reporter', 'json', '--output-dir', dir]);
      expect(res.code, res.stderr).toBe(0);
      const report = JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport;
      expect(report.summary.failed).toBe(0);
      expect(report.summary.requests).toBeGreaterThan(0);
      expect(report.summary.requests).toBeLessThanOrEqual(2 * BEFORE_CLASSES[iface]);
      // Nothing was throttled: the embedded platform's bucket alone holds the most this test lets a run send,
      // so no machine is fast enough to empty it (a throttled run waits out a Retry-After of a second).
      expect(report.summary.retries).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
