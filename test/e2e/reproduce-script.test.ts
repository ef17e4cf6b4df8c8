// The reproduction of a failure is a script of its whole chain: run with `sh` against the mutant that broke
// the check, it gets its own token, sends the chain with the ids of its own answers, shows the failure in
// what it prints, and leaves nothing behind. --keep-failed keeps exactly the failed check's resources.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { storeOf } from '../../reference/interface-b/index.ts';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { mutant as patchIgnored } from '../../reference/mutants/interface-b/patch-ignored.ts';
import { mutant as replaceAddsCopy } from '../../reference/mutants/interface-a/replace-adds-copy.ts';
import { listStatusesFilterIgnored } from '../../reference/mutants/interface-b/list-statuses-filter-ignored.ts';
import { ALL_GROUPS, differences } from '../../suites/interface-b/compare.ts';
import { parseJson } from '../../src/http/json.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform, type TestPlatform } from './interface-b-run.ts';
import { runCli } from './cli.ts';
import type { RunReport } from '../../src/engine/types.ts';

const run = promisify(execFile);
const B4 = patchIgnored.breaks;
const API_KEY = 'script-key-8c2f71d09e4ab3';
const dirs: string[] = [];

afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'conformance-script-'));
  dirs.push(d);
  return d;
}

/** Runs a script with sh and nothing of this process's environment but PATH and what is given. */
async function sh(file: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    // A bound against a hang, not a measure: some twenty curl processes started one after another on a
    // machine whose every core is busy must stay well inside it (the test's own bound is 300 s).
    const { stdout, stderr } = await run('sh', [file], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, timeout: 150_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    const killed = (err as { killed?: boolean }).killed ? 'the script was stopped at the bound of 150 s\n' : '';
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: `${killed}${e.stderr ?? ''}` };
  }
}

/** The sections `=== <n>. <METHOD> …` the script printed: status line and parsed body of each answer. */
function sections(stdout: string): { title: string; status: number; body: unknown }[] {
  return stdout
    .split(/^=== /m)
    .slice(1)
    .map((part) => {
      const [title, ...rest] = part.split('\n');
      const text = rest.join('\n');
      const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(text)?.[1]);
      const blank = /\r?\n\r?\n/.exec(text);
      const raw = blank ? text.slice(blank.index + blank[0].length).trim() : '';
      let body: unknown;
      try {
        body = raw ? parseJson(raw) : undefined;
      } catch {
        body = raw;
      }
      return { title, status, body };
    });
}

/** Every request the platform received from now on (method and URL), for the requests a script sent. */
const seen = new WeakMap<TestPlatform, string[]>();
function seenBy(platform: TestPlatform): string[] {
  let list = seen.get(platform);
  if (!list) {
    const fresh: string[] = [];
    platform.p.server.prependListener('request', (req) => fresh.push(`${req.method} ${req.url}`));
    seen.set(platform, fresh);
    list = fresh;
  }
  return [...list];
}

/** Every form of the platform's credentials that must never be written. */
function secretsOf(platform: TestPlatform): string[] {
  return [CLIENT_SECRET, Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64'), ...platform.issuedTokens];
}

/** A run of interface B with the secret in the profile, or (`secretInEnv`) in the environment only. */
async function runB(platform: TestPlatform, dir: string, extra: string[] = [], secretInEnv = false) {
  const profile = join(dir, 'profile.json');
  const oauth = { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, ...(secretInEnv ? {} : { clientSecret: CLIENT_SECRET }) };
  await writeFile(profile, JSON.stringify({ b: { target: platform.p.url, oauth } }));
  const out = join(dir, 'reports');
  const res = await runCli(['run', '--interface', 'b', '--config', profile, '--seed', '4711', '--runs', '20', '--reporter', 'console', '--reporter', 'json', '--output-dir', out, ...extra], {
    env: { CONFORMANCE_CLIENT_SECRET: secretInEnv ? CLIENT_SECRET : undefined },
  });
  const report = JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
  return { res, report, out };
}

describe('the reproduction script', () => {
  it('of a B4 failure replays create, patch and read-back with its own token and ids, then deletes what it created', async () => {
    // Ids beyond 2^53: the script must carry them exactly.
    const platform = await startTestPlatform({ ...patchIgnored.options, idStart: 2n ** 60n });
    const seen: string[] = [];
    platform.p.server.prependListener('request', (req) => seen.push(`${req.method} ${req.url}`));
    try {
      const dir = await tempDir();
      const { res, report, out } = await runB(platform, dir, ['--only', B4]);
      expect(res.code).toBe(1);
      const c = report.checks.find((x) => x.id === B4)!;
      expect(c.status).toBe('failed');

      // The JSON evidence holds every exchange of the failing case's chain.
      expect(c.evidence?.chain?.map((x) => x.request.method)).toEqual(['POST', 'GET', 'PATCH', 'GET', 'DELETE']);
      expect(c.evidence?.chainCut).toBeUndefined();

      const file = join(out, 'reproduce', `${B4}.sh`);
      expect(c.reproduceFile).toBe(file);
      const script = await readFile(file, 'utf8');
      expect(script).toBe(c.reproduce);
      expect(script.startsWith('#!/bin/sh\n')).toBe(true);
      expect(res.stdout).toContain(`reproduce: sh ${file}`);
      for (const s of secretsOf(platform)) expect(script).not.toContain(s);
      expect(storeOf(platform.p.server)!.count(), 'the run deleted what it created').toBe(0);

      // The run read the secret from the profile: so does the script, with nothing in the environment.
      expect(script).toContain(`CONFORMANCE_CLIENT_SECRET=\${CONFORMANCE_CLIENT_SECRET:-$(field '${join(dir, 'profile.json')}' '["b","oauth","clientSecret"]')}`);
      const before = seen.length;
      const replay = await sh(file, {});
      expect(replay.stderr).toBe('');
      expect(replay.code).toBe(0);
      const steps = sections(replay.stdout);
      expect(steps.map((s) => s.title.split(' ').slice(0, 2).join(' '))).toEqual(['1. POST', '2. GET', '3. PATCH', '4. GET', '5. DELETE']);
      expect(steps.map((s) => s.status)).toEqual([201, 200, 200, 200, 200]);

      // The script's own create answered with a new id, and every later request used it.
      const id = (steps[0].body as { id: bigint }).id;
      expect(typeof id).toBe('bigint');
      const sent = seen.slice(before);
      expect(sent.filter((r) => !r.startsWith('POST /oauth/token'))).toEqual([
        'POST /v2/development-actions',
        `GET /v2/development-actions/${id}`,
        `PATCH /v2/development-actions/${id}`,
        `GET /v2/development-actions/${id}`,
        `DELETE /v2/development-actions/${id}`,
      ]);

      // The read-back shows the failure: a field of the patch the script sent does not read back as sent.
      const patchLine = script.split('\n').find((l) => l.startsWith('curl -sS -i -X PATCH'))!;
      const patch = JSON.parse(/--data-binary '(.*)' > /.exec(patchLine)![1].replace(/'\\''/g, "'")) as Record<string, unknown>;
      expect(differences(patch, steps[3].body as Record<string, unknown>, ALL_GROUPS)).not.toEqual([]);

      expect(storeOf(platform.p.server)!.count(), 'the script deleted what it created').toBe(0);
      for (const s of secretsOf(platform)) expect(replay.stdout).not.toContain(s);
    } finally {
      await platform.close();
    }
  });

  it('of a run whose secret came from the environment: without it, says what is missing and sends nothing; with it, replays', async () => {
    const platform = await startTestPlatform(patchIgnored.options);
    const seen: string[] = [];
    platform.p.server.prependListener('request', (req) => seen.push(`${req.method} ${req.url}`));
    try {
      const dir = await tempDir();
      const { res, out } = await runB(platform, dir, ['--only', B4], true);
      expect(res.code).toBe(1);
      const file = join(out, 'reproduce', `${B4}.sh`);
      const script = await readFile(file, 'utf8');
      // The profile holds no secret: the script does not look there.
      expect(script).not.toMatch(/\$\(field '[^']*profile\.json'/);
      for (const s of secretsOf(platform)) expect(script).not.toContain(s);
      const before = seen.length;
      const bare = await sh(file, {});
      expect(bare.code).not.toBe(0);
      expect(bare.stderr).toContain('set CONFORMANCE_CLIENT_SECRET to the OAuth client secret');
      expect(seen.length).toBe(before);
      const replay = await sh(file, { CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET });
      expect(replay.code, replay.stderr).toBe(0);
      expect(sections(replay.stdout).map((s) => s.status)).toEqual([201, 200, 200, 200, 200]);
      // The environment wins over the profile, as it did for the run: a wrong secret there is refused.
      const wrong = await sh(file, { CONFORMANCE_CLIENT_SECRET: 'not-the-secret' });
      expect(wrong.code).not.toBe(0);
      expect(wrong.stdout).toMatch(/no access token/);
    } finally {
      await platform.close();
    }
  });

  it('of a list check makes its data set again, asks the same question, shows the answer and deletes what it made; --keep-failed keeps the data set', async () => {
    const platform = await startTestPlatform(listStatusesFilterIgnored.options);
    const id = listStatusesFilterIgnored.breaks;
    try {
      const dir = await tempDir();
      const { res, report, out } = await runB(platform, dir, ['--only', id, '--keep-failed']);
      expect(res.code).toBe(1);
      const c = report.checks.find((x) => x.id === id)!;
      expect(c.status).toBe('failed');
      // The data set the check stood on is kept, listed by id, and nothing else is on the platform.
      const kept = report.cleanup?.kept ?? [];
      expect(kept.length).toBeGreaterThan(5);
      const store = storeOf(platform.p.server)!;
      expect(store.count()).toBe(kept.length);
      expect(c.dependsOn).toEqual(expect.arrayContaining(['B2']));

      // The script creates the data set again before the list request that failed, and deletes it at the end.
      const script = await readFile(join(out, 'reproduce', `${id}.sh`), 'utf8');
      const lines = script.split('\n');
      const creates = lines.filter((l) => l.startsWith('curl -sS -i -X POST') && l.includes('/v2/development-actions'));
      expect(creates.length).toBe(kept.length);
      const failing = new URL(c.evidence!.request!.url);
      const before = seenBy(platform);
      const replay = await sh(join(out, 'reproduce', `${id}.sh`), {});
      expect(replay.code, replay.stderr).toBe(0);
      const steps = sections(replay.stdout);
      const asked = steps.filter((s) => s.title.includes(` GET ${failing.pathname}${failing.search} `));
      expect(asked.length, steps.map((s) => s.title).join('\n')).toBeGreaterThan(0);
      expect(asked.every((s) => s.status === 200)).toBe(true);
      expect(steps.filter((s) => s.title.includes(' POST ')).map((s) => s.status)).toEqual(creates.map(() => 201));
      // What the script made, it deleted: the kept data set is all that is left.
      expect(store.count()).toBe(kept.length);
      expect(seenBy(platform).slice(before.length).filter((r) => r.startsWith('DELETE ')).length).toBe(kept.length);
    } finally {
      await platform.close();
    }
  });

  it('of an interface A failure replays create, replace and query with the key from the environment', async () => {
    const holder = await startDocumentHolder({ port: 0, apiKey: API_KEY, mutation: replaceAddsCopy.mutation });
    const seen: string[] = [];
    holder.server.prependListener('request', (req) => seen.push(`${req.method} ${req.url}`));
    try {
      const dir = await tempDir();
      const out = join(dir, 'reports');
      const res = await runCli(
        ['run', '--target', holder.url, '--interface', 'a', '--seed', '4711', '--runs', '10', '--only', replaceAddsCopy.breaks, '--reporter', 'json', '--output-dir', out],
        { env: { CONFORMANCE_API_KEY: API_KEY } },
      );
      expect(res.code).toBe(1);
      const report = JSON.parse(await readFile(join(out, 'conformance-report.json'), 'utf8')) as RunReport;
      const c = report.checks[0];
      const file = join(out, 'reproduce', `${replaceAddsCopy.breaks}.sh`);
      expect(c.reproduceFile).toBe(file);
      const script = await readFile(file, 'utf8');
      expect(script).not.toContain(API_KEY);
      expect(script).toContain('"X-API-KEY: $CONFORMANCE_API_KEY"');
      const chain = c.evidence!.chain!;
      expect(chain.map((x) => x.request.method)).toEqual(['POST', 'GET', 'PUT', 'GET']);

      const before = seen.length;
      const replay = await sh(file, { CONFORMANCE_API_KEY: API_KEY });
      expect(replay.code).toBe(0);
      const steps = sections(replay.stdout);
      // The same requests with the same answers as in the run.
      expect(steps.map((s) => [s.title.split(' ').slice(0, 2).join(' '), s.status])).toEqual(chain.map((x, i) => [`${i + 1}. ${x.request.method}`, x.response!.status]));
      // The query shows the failure: the replaced file is listed more than once (the run's copies are still
      // there too: interface A offers no delete, and the script reuses the run's own ids).
      const replaced = (JSON.parse(/--data-binary '(.*)' > /.exec(script.split('\n').find((l) => l.startsWith('curl -sS -i -X PUT'))!)![1]) as { fileName: string }).fileName;
      const listed = (steps[3].body as { data: { fileName: string }[] }).data.filter((d) => d.fileName === replaced);
      expect(listed.length).toBeGreaterThan(1);
      // Interface A has no delete: the script touches only the run's own supplier and material, and says so.
      expect(seen.slice(before).every((r) => /\/cf-[0-9a-z]+-/.test(r))).toBe(true);
      expect(script).toMatch(/^# Not deleted by this script \(\d+\): the interface offers no delete/m);
    } finally {
      await holder.close();
    }
  });

  it('--keep-failed leaves exactly the failed case’s action on the platform and lists it', async () => {
    const platform = await startTestPlatform(patchIgnored.options);
    try {
      const dir = await tempDir();
      // B4.answers-200-with-action passes against this mutant: what it creates still goes.
      const { res, report, out } = await runB(platform, dir, ['--only', 'B4.p*', '--only', 'B4.answers-*', '--keep-failed']);
      expect(res.code).toBe(1);
      const failed = report.checks.filter((c) => c.status === 'failed').map((c) => c.id);
      expect(failed).toContain(B4);
      expect(report.checks.find((c) => c.id === 'B4.answers-200-with-action')?.status).toBe('passed');

      const kept = report.cleanup?.kept ?? [];
      expect(new Set(kept.map((k) => k.check))).toEqual(new Set(failed));
      const stored = storeOf(platform.p.server)!.list().map((a) => String((a as { id: unknown }).id));
      expect(stored.sort()).toEqual(kept.map((k) => k.id).sort());
      expect(report.cleanup?.leftBehind).toEqual([]);
      for (const k of kept) expect(res.stdout).toContain(`kept: b ${k.id} (${k.check})`);

      // The kept action is the failing case's: the one the script's chain created, patched and read back.
      const c = report.checks.find((x) => x.id === B4)!;
      const keptId = kept.find((k) => k.check === B4)!.id;
      expect(c.evidence?.chain?.map((x) => `${x.request.method} ${new URL(x.request.url).pathname}`)).toEqual([
        'POST /v2/development-actions',
        `GET /v2/development-actions/${keptId}`,
        `PATCH /v2/development-actions/${keptId}`,
        `GET /v2/development-actions/${keptId}`,
      ]);
      // Its script still deletes what it creates itself, and leaves the kept action alone.
      const replay = await sh(join(out, 'reproduce', `${B4}.sh`), { CONFORMANCE_CLIENT_SECRET: CLIENT_SECRET });
      expect(replay.code).toBe(0);
      expect(sections(replay.stdout).map((s) => s.title.split(' ').slice(0, 2).join(' '))).toEqual(['1. POST', '2. GET', '3. PATCH', '4. GET', 'cleanup-ID_1. DELETE']);
      const after = storeOf(platform.p.server)!.list().map((a) => String((a as { id: unknown }).id));
      expect(after.sort()).toEqual(kept.map((k) => k.id).sort());
    } finally {
      await platform.close();
    }
  });

  it('never holds a secret, for any failure of a run against a broken platform', async () => {
    const platform = await startTestPlatform(patchIgnored.options);
    try {
      const dir = await tempDir();
      const { report, out } = await runB(platform, dir, ['--only', 'B4.*', '--only', 'B.*']);
      const files = await readdir(join(out, 'reproduce'));
      expect(files.length).toBeGreaterThan(0);
      expect(files.sort()).toEqual(report.checks.filter((c) => c.reproduceFile).map((c) => `${c.id}.sh`).sort());
      for (const f of files) {
        const text = await readFile(join(out, 'reproduce', f), 'utf8');
        for (const s of secretsOf(platform)) expect(text, f).not.toContain(s);
      }
    } finally {
      await platform.close();
    }
  });
});
