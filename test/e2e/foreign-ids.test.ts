// A platform whose creates answer with the id of a record someone else made: the run proves each id its
// own by a read-back before any write, so it never patches or deletes that record, fails the checks that
// met it (naming the id), and its cleanup lists the record as not ours instead of deleting it. The simulator
// (and so the Artillery export, which runs the same scenario) obeys the same rule.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foreignCreateOptions } from '../../reference/interface-b/foreign-create.ts';
import type { SimulationReport } from '../../load/simulate/result.ts';
import { runCli } from './cli.ts';
import { CLIENT_ID, CLIENT_SECRET, runAgainst, startTestPlatform } from './interface-b-run.ts';

/** The platform, the foreign record's id and store before anything ran, and every request it saw. */
async function foreignPlatform() {
  const platform = await startTestPlatform(foreignCreateOptions());
  const [foreign] = platform.p.store.list();
  const id = String(foreign.id);
  const before = platform.p.store.snapshot();
  // What the server saw, recorded before any handler runs.
  const seen: string[] = [];
  platform.p.server.prependListener('request', (req) => seen.push(`${req.method} ${req.url}`));
  const onForeign = () => seen.filter((line) => new URL(line.split(' ')[1], 'http://x').pathname.split('/').includes(id));
  return { platform, id, before, onForeign };
}

describe('a create that answers with a foreign id', () => {
  it('gets no PATCH or DELETE, stays byte-identical, fails checks naming it and is listed as not ours', async () => {
    const { platform, id, before, onForeign: seenOnForeign } = await foreignPlatform();
    try {
      const { report } = await runAgainst(platform, ['--seed', '31', '--runs', '5']);

      const onForeign = seenOnForeign();
      expect(onForeign.length).toBeGreaterThan(0);
      expect(onForeign.filter((line) => !line.startsWith('GET '))).toEqual([]);
      expect(platform.p.store.snapshot()).toBe(before);

      const naming = report.checks.filter((c) => c.status === 'failed' && c.message?.includes(`B2 answered id ${id}, which reads back as a record the run did not create`));
      // The checks that would have patched and deleted it fail on it first.
      expect(naming.map((c) => c.id)).toEqual(expect.arrayContaining(['B4.answers-200-with-action', 'B5.delete-answers-message', 'B2.round-trip-fields']));
      expect(report.exitCode).toBe(1);
      expect(report.cleanup?.notOurs?.map((n) => n.id)).toEqual([id]);
      expect(report.cleanup?.leftBehind.map((l) => l.id)).not.toContain(id);
      expect(report.cleanup?.deleted).toBe(report.cleanup?.created);
    } finally {
      await platform.close();
    }
  });

  it('the simulator reads it, never patches or deletes it, and its cleanup lists it as not ours', async () => {
    const { platform, id, before, onForeign: seenOnForeign } = await foreignPlatform();
    const dir = await mkdtemp(join(tmpdir(), 'conformance-foreign-sim-'));
    try {
      const profile = join(dir, 'profile.json');
      await writeFile(profile, JSON.stringify({ b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } } }));

      const res = await runCli(['simulate', '--interface', 'b', '--config', profile, '--rate', '40', '--duration', '2', '--seed', '5', '--reporter', 'console,json', '--output-dir', dir]);

      const onForeign = seenOnForeign();
      expect(onForeign.filter((line) => line.startsWith('GET ')).length).toBeGreaterThan(0);
      expect(onForeign.filter((line) => !line.startsWith('GET '))).toEqual([]);
      expect(platform.p.store.snapshot()).toBe(before);
      const report = JSON.parse(await readFile(join(dir, 'simulation-report.json'), 'utf8')) as SimulationReport;
      expect(report.cleanup.notOurs?.map((n) => n.id)).toEqual([id]);
      expect(report.cleanup.notOurs?.[0].reason).toContain(`the create answered id ${id}, which reads back as a record the simulation did not create`);
      expect(report.cleanup.leftBehind).toEqual([]);
      expect(res.stdout).toContain(`1 not ours (left untouched)`);
      expect(res.stdout).toContain(`not ours: ${id}: the create answered id ${id}`);
    } finally {
      await platform.close();
    }
  });
});
