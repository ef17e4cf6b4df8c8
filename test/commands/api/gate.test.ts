// run() takes a baseline (a path or its parsed content) and the fail-on policy; a profile names a baseline
// by a path taken from its own folder.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, UsageError } from 'conformance';
import { runCli } from '../../e2e/cli.ts';
import type { RunReport } from '../../../src/engine/types.ts';

const CHECK = 'A1.accepts-valid-document';
const baseline = { format: 'conformance-baseline', version: 1, interfaces: ['a'], createdAt: '2024-06-12T00:00:00.000Z', entries: [{ check: CHECK, operation: 'A1', level: 'MUST', reason: 'tracked in DOC-12' }] };

describe('the gate in run() and in the profile', { timeout: 60_000 }, () => {
  it('run({ baseline }) reports an entry the reference passes as fixed; failOn is in the report', async () => {
    const report = await run({ interfaces: ['a'], only: [CHECK], runs: 5, seed: 1, baseline, failOn: 'should' });
    expect(report.exitCode).toBe(0);
    expect(report.gate).toMatchObject({ failOn: 'should', new: [], known: [], baseline: { file: 'the baseline option', kind: 'baseline', entries: 1 } });
    expect(report.gate!.fixed.map((e) => e.check)).toEqual([CHECK]);
  });

  it('run() refuses a bad baseline and a bad policy as UsageError', async () => {
    await expect(run({ interfaces: ['a'], only: [CHECK], baseline: { ...baseline, interfaces: ['b'] } })).rejects.toThrow(UsageError);
    await expect(run({ interfaces: ['a'], only: [CHECK], failOn: 'never' as 'must' })).rejects.toThrow(/--fail-on must be must or should/);
  });

  it('a profile names its baseline relative to its folder, and its failOn; flags win', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'conformance-gate-profile-'));
    try {
      await writeFile(join(dir, 'base.json'), JSON.stringify(baseline));
      const profile = join(dir, 'profile.json');
      await writeFile(profile, JSON.stringify({ baseline: 'base.json', failOn: 'should' }));
      const out = join(dir, 'out');
      const res = await runCli(['run', '--interface', 'a', '--config', profile, '--only', CHECK, '--runs', '5', '--seed', '1', '--reporter', 'json', '--output-dir', out]);
      expect(res).toMatchObject({ code: 0, stderr: '' });
      const report = JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
      expect(report.gate).toMatchObject({ failOn: 'should', baseline: { file: join(dir, 'base.json') } });
      expect(report.gate!.fixed).toHaveLength(1);
      const flag = await runCli(['run', '--interface', 'a', '--config', profile, '--fail-on', 'must', '--only', CHECK, '--runs', '5', '--seed', '1', '--reporter', 'json', '--output-dir', out]);
      expect(flag.code).toBe(0);
      expect((JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport).gate!.failOn).toBe('must');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
