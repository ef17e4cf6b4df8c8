// The whole suite of each interface against every legitimate variant of its reference server: each choice
// the specification leaves open passes with exit 0, no failure and no warning.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { personalitiesA } from '../../reference/personalities/interface-a.ts';
import { personalitiesB, type PersonalityB } from '../../reference/personalities/interface-b.ts';
import { registry as registryA } from '../../suites/interface-a/index.ts';
import { registry as registryB } from '../../suites/interface-b/index.ts';
import { runCli } from './cli.ts';
import { CLIENT_ID, CLIENT_SECRET, runAgainst, startTestPlatform, type TestPlatform } from './interface-b-run.ts';
import type { RunReport } from '../../src/engine/types.ts';

const RUNS = 30;
const SEED = '20240611';

/** The run's arguments: the personality's own number of runs when it has one. */
const argsFor = (p: { runs?: number }) => ['--runs', String(p.runs ?? RUNS), '--seed', SEED];

/**
 * Warnings of the process while the runs go on: the runs are in this process, and a warning such as a
 * listener leak would be on a user's stderr (the runs' own stderr is captured apart and holds none).
 */
const processWarnings: string[] = [];
const onWarning = (w: Error) => processWarnings.push(`${w.name}: ${w.message}`);
beforeAll(() => void process.on('warning', onWarning));
afterAll(() => {
  process.off('warning', onWarning);
  expect(processWarnings).toEqual([]);
});

/** Checks that failed or warned, as readable lines (empty when the variant passes cleanly). */
function complaints(report: RunReport): string[] {
  return report.checks.filter((c) => c.status === 'failed' || c.status === 'warning').map((c) => `${c.id}: ${c.status}: ${c.message}`);
}

/** The personality's profile section; OAuth settings it gives are added to the platform's credentials, its target path to the address. */
function profileB(platform: TestPlatform, { profile = {}, targetPath }: PersonalityB): Record<string, unknown> {
  const target = targetPath ? { target: platform.p.url + targetPath } : {};
  if (!profile.oauth) return { ...target, ...profile };
  const credentials = { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET };
  return { ...target, ...profile, oauth: { ...credentials, ...(profile.oauth as object) } };
}

describe('reference personalities of interface B', () => {
  it('are named once each and say which open point allows their choice', () => {
    expect(new Set(personalitiesB.map((p) => p.name)).size).toBe(personalitiesB.length);
    for (const p of personalitiesB) expect(p.openPoint).toMatch(/^part \d/);
  });

  describe.concurrent.each(personalitiesB)('$name', (personality) => {
    it('passes the whole suite: exit 0, no failure, no warning', async () => {
      const platform = await startTestPlatform(personality.options);
      try {
        const { res, report } = await runAgainst(platform, argsFor(personality), profileB(platform, personality));
        expect(res.stderr).toBe('');
        expect(complaints(report)).toEqual([]);
        expect(res.code).toBe(0);
        expect(report.checks.map((c) => c.id).sort()).toEqual(registryB.all().filter((c) => c.phase !== 'load').map((c) => c.id).sort());
        expect(report.cleanup?.leftBehind).toEqual([]);
      } finally {
        await platform.close();
      }
    });
  });
});

describe('reference personalities of interface A', () => {
  describe.concurrent.each(personalitiesA)('$name', (personality) => {
    it('passes the whole suite: exit 0, no failure, no warning', async () => {
      const apiKey = 'personality-key-5d2e9c1a';
      const holder = await startDocumentHolder({ port: 0, apiKey, ...personality.options });
      const dir = await mkdtemp(join(tmpdir(), 'conformance-e2e-pa-'));
      try {
        const profile = join(dir, 'profile.json');
        await writeFile(profile, JSON.stringify({ a: { target: holder.url + (personality.targetPath ?? ''), apiKey, ...personality.profile } }));
        const res = await runCli(['run', '--config', profile, '--interface', 'a', '--reporter', 'json', '--output-dir', dir, ...argsFor(personality)]);
        const report = JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport;
        expect(res.stderr).toBe('');
        expect(complaints(report)).toEqual([]);
        expect(res.code).toBe(0);
        expect(report.checks.map((c) => c.id).sort()).toEqual(registryA.all().map((c) => c.id).sort());
      } finally {
        await holder.close();
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
});

describe('a platform reading an open point more strictly than any generated body allows', () => {
  it('gets a warning naming the open point, never a failure', async () => {
    // Requires a description of the target benefits, which part 2.2 does not say is required.
    const platform = await startTestPlatform({
      mutation: {
        benefitRules: (o, path) =>
          Object.hasOwn(o, 'targetBenefitsDescription') ? [] : [{ type: 'MISSING_REQUIRED_PARAMETER', message: 'description required', source: `${path}.targetBenefitsDescription` }],
      },
    });
    try {
      // One body in ten leaves the description out (incomplete benefits, then a subset without it): 30 bodies.
      const { res, report, check } = await runAgainst(platform, ['--only', 'B2.round-trip-benefits', '--runs', '300', '--seed', SEED]);
      expect(res.stderr).toBe('');
      const c = check('B2.round-trip-benefits')!;
      expect(c.status, c.message).toBe('warning');
      expect(c.message).toContain('Which benefit fields are required');
      expect(report.summary.failed).toBe(0);
      expect(res.code).toBe(0);
    } finally {
      await platform.close();
    }
  });
});
