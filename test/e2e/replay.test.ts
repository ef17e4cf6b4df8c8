// The replay hint a failure prints reproduces it: the flags are read from the console output of a run of
// several checks against a mutant, the command line is run again with exactly them (plus a report to read),
// and the same check fails with the same message and, for a property, the same counterexample and path.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mutant as patchIgnored } from '../../reference/mutants/interface-b/patch-ignored.ts';
import { mutant as missingFieldWrongSource } from '../../reference/mutants/interface-b/missing-field-wrong-source.ts';
import { listOffsetIgnored } from '../../reference/mutants/interface-b/list-offset-ignored.ts';
import { mutant as replaceAddsCopy } from '../../reference/mutants/interface-a/replace-adds-copy.ts';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform } from './interface-b-run.ts';
import { pasteInShell, runCli } from './cli.ts';
import type { MutantB } from '../../reference/mutants/interface-b/mutant.ts';
import type { CheckResult, RunReport } from '../../src/engine/types.ts';

const SEED = '918273';
const API_KEY = 'replay-key-5d1e9a7c3b20f4';
const dirs: string[] = [];

afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'conformance-replay-'));
  dirs.push(d);
  return d;
}

/** Shell words of a command line as the console prints it (plain words and single-quoted ones). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  const re = /\s*((?:[^\s']+|'(?:[^']|'\\'')*')+)/gy;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) && m[1]) {
    words.push(m[1].replace(/'((?:[^']|'\\'')*)'/g, (_q, inner: string) => inner.replace(/'\\''/g, "'")));
    if (re.lastIndex >= line.length) break;
  }
  return words;
}

/** The flags of the `replay:` line printed under the failure of `id`. */
function printedReplay(stdout: string, id: string): string[] {
  const block = stdout.slice(stdout.indexOf(`FAILED ${id} `));
  const m = /^\s*replay: npx conformance run (.*)$/m.exec(block);
  expect(m, `a replay line under ${id} in:\n${block.slice(0, 3000)}`).not.toBeNull();
  return shellWords(m![1]);
}

/**
 * The reference platform's clock in these tests: a millisecond a reading from a fixed instant. The times the
 * run's data was made are then known exactly, however long the runs take: from CLOCK_ORIGIN on (a day of
 * readings is far more than any run here makes).
 */
const CLOCK_ORIGIN = Date.UTC(2031, 6, 14, 9, 26, 53);
function platformClock(): () => number {
  let readings = 0;
  return () => CLOCK_ORIGIN + readings++;
}
const madeByTheRun = (iso: string) => Date.parse(iso) >= CLOCK_ORIGIN && Date.parse(iso) < CLOCK_ORIGIN + 86_400_000;

/**
 * What must be the same in a replay. Drawn afresh by each run, and so left out: the names of a run's own
 * data (`cf-…`, unique so that runs never mix) and the times the run's data was made (on the platform's clock).
 */
function failureOf(c: CheckResult | undefined) {
  expect(c, 'the check is in the report').toBeDefined();
  const norm = (s: string | undefined) =>
    s
      ?.replace(/cf-[0-9a-z]+-[0-9a-f]{8}(?:-[a-z0-9]+)*-[0-9a-f]{10}|cf-[0-9a-z]+-[0-9a-f]{8}/g, 'cf-<own>')
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g, (iso) => (madeByTheRun(iso) ? '<time of the run>' : iso));
  return {
    status: c!.status,
    message: norm(c!.message),
    counterexample: norm(c!.property?.counterexample),
    path: c!.property?.path,
    numRuns: c!.property?.numRuns,
    shrinks: c!.property?.shrinks,
  };
}

async function reportOf(dir: string): Promise<RunReport> {
  return JSON.parse(await readFile(join(dir, 'conformance-report.json'), 'utf8')) as RunReport;
}

async function roundTripB(mutant: MutantB, only: string, property: boolean) {
  const platform = await startTestPlatform({ ...mutant.options, now: platformClock() });
  try {
    const dir = await tempDir();
    const profile = join(dir, 'profile.json');
    await writeFile(profile, JSON.stringify({ b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } } }));
    const first = await runCli(['run', '--interface', 'b', '--config', profile, '--seed', SEED, '--runs', '20', '--only', only, '--reporter', 'console', '--reporter', 'json', '--output-dir', join(dir, 'first')]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(1);
    const original = (await reportOf(join(dir, 'first'))).checks.find((c) => c.id === mutant.breaks);
    const flags = printedReplay(first.stdout, mutant.breaks);
    expect(flags).toEqual(original!.replay);
    expect(flags).toEqual(['--seed', SEED, '--only', mutant.breaks, '--interface', 'b', '--config', profile, '--runs', '20']);

    const again = await runCli(['run', ...flags, '--reporter', 'json', '--output-dir', join(dir, 'again')]);
    expect(again.code).toBe(1);
    const replayed = await reportOf(join(dir, 'again'));
    expect(replayed.checks.map((c) => c.id)).toEqual([mutant.breaks]);
    const before = failureOf(original);
    expect(before.status).toBe('failed');
    expect(failureOf(replayed.checks[0])).toEqual(before);
    if (property) expect(before.counterexample).toBeDefined();

    if (property) {
      // The hint of old, the property's own seed as --seed, finds another case: the comparison above tells them apart.
      const old = await runCli(['run', '--interface', 'b', '--config', profile, '--seed', String(original!.property!.seed), '--runs', '20', '--only', mutant.breaks, '--reporter', 'json', '--output-dir', join(dir, 'old')]);
      expect(old.code).toBe(1);
      const oldFailure = failureOf((await reportOf(join(dir, 'old'))).checks[0]);
      expect([oldFailure.counterexample, oldFailure.path]).not.toEqual([before.counterexample, before.path]);
    }
  } finally {
    await platform.close();
  }
}

describe('the replay hint', () => {
  it('replays a property check with the same counterexample', async () => {
    await roundTripB(patchIgnored, 'B4.*', true);
  });

  it('replays a plain check with the same failure', async () => {
    await roundTripB(missingFieldWrongSource, 'B2.missing-*', false);
  });

  it('replays a list check with the same counterexample', async () => {
    await roundTripB(listOffsetIgnored, 'B1.o*', true);
  });

  it('runs as printed: the line pasted into a shell in the clone fails the same check the same way', async () => {
    const platform = await startTestPlatform(missingFieldWrongSource.options);
    try {
      const dir = await tempDir();
      const profile = join(dir, 'profile.json');
      // The secret is in the profile: the pasted line needs nothing in the environment.
      await writeFile(profile, JSON.stringify({ b: { target: platform.p.url, oauth: { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } } }));
      const first = await runCli(['run', '--interface', 'b', '--config', profile, '--seed', SEED, '--runs', '20', '--only', 'B2.missing-*']);
      expect(first.code).toBe(1);
      const id = missingFieldWrongSource.breaks;
      const block = first.stdout.slice(first.stdout.indexOf(`FAILED ${id} `));
      const line = /^\s*replay: (.*)$/m.exec(block)?.[1];
      expect(line, block.slice(0, 2000)).toMatch(/^npx conformance run /);
      const message = /^\s*message: (.*)$/m.exec(block)?.[1];
      const pasted = await pasteInShell(line!);
      expect(pasted.code, pasted.out).toBe(1);
      expect(pasted.out).toContain(`FAILED ${id} `);
      expect(pasted.out).toMatch(/0 passed, 1 failed/);
      const again = /^\s*message: (.*)$/m.exec(pasted.out.slice(pasted.out.indexOf(`FAILED ${id} `)))?.[1];
      const own = (s: string | undefined) => s?.replace(/cf-[0-9a-z]+-[0-9a-f]{8}/g, 'cf-<own>');
      expect(own(again)).toBe(own(message));
    } finally {
      await platform.close();
    }
  });

  it('replays a run set up by flags alone: the setup flags are repeated, the secret stays in the environment', async () => {
    const platform = await startTestPlatform(missingFieldWrongSource.options);
    try {
      const dir = await tempDir();
      const env = { CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET };
      const setup = ['--target', platform.p.url, '--token-url', platform.p.tokenUrl, '--client-id', CLIENT_ID, '--auth-method', 'client_secret_post'];
      const first = await runCli(['run', ...setup, '--interface', 'b', '--seed', SEED, '--only', 'B2.missing-*', '--reporter', 'console', '--reporter', 'json', '--output-dir', join(dir, 'first')], { env });
      expect(first.code, first.stderr).toBe(1);
      const id = missingFieldWrongSource.breaks;
      const flags = printedReplay(first.stdout, id);
      expect(flags).toEqual(['--seed', SEED, '--only', id, '--interface', 'b', '--target', platform.p.url, ...setup.slice(2)]);
      expect(flags.join(' ')).not.toContain(CLIENT_SECRET);
      const again = await runCli(['run', ...flags, '--reporter', 'json', '--output-dir', join(dir, 'again')], { env });
      expect(again.code, again.stderr).toBe(1);
      const original = (await reportOf(join(dir, 'first'))).checks.find((c) => c.id === id);
      expect(failureOf((await reportOf(join(dir, 'again'))).checks[0])).toEqual(failureOf(original));
    } finally {
      await platform.close();
    }
  });

  it('replays an interface A check, its target flag included', async () => {
    const holder = await startDocumentHolder({ port: 0, apiKey: API_KEY, mutation: replaceAddsCopy.mutation });
    try {
      const dir = await tempDir();
      const env = { CONFORMANCE_API_KEY: API_KEY };
      const first = await runCli(['run', '--target', holder.url, '--interface', 'a', '--seed', SEED, '--runs', '15', '--only', 'A2.*', '--reporter', 'console', '--reporter', 'json', '--output-dir', join(dir, 'first')], { env });
      expect(first.code).toBe(1);
      const flags = printedReplay(first.stdout, replaceAddsCopy.breaks);
      expect(flags).toEqual(['--seed', SEED, '--only', replaceAddsCopy.breaks, '--interface', 'a', '--target', holder.url, '--runs', '15']);
      const again = await runCli(['run', ...flags, '--reporter', 'json', '--output-dir', join(dir, 'again')], { env });
      expect(again.code).toBe(1);
      const original = (await reportOf(join(dir, 'first'))).checks.find((c) => c.id === replaceAddsCopy.breaks);
      expect(failureOf((await reportOf(join(dir, 'again'))).checks[0])).toEqual(failureOf(original));
    } finally {
      await holder.close();
    }
  });
});
