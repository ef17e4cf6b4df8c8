// The CI snippets of the README: each is a file in docs/ci/ and the README shows it as it is; the version
// they install is this package's; and each one's command line, run as its CI system runs it, gates a faulty
// reference holder on a baseline: the failure the baseline holds passes (exit 0, no JUnit failure), a new one
// fails. The GitHub workflow runs its action step through the action's runner (./actionRunner.ts).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { mutant as create202 } from '../../reference/mutants/interface-a/create-status-202.ts';
import { mutant as anyKey } from '../../reference/mutants/interface-a/accepts-any-api-key.ts';
import { BIN, ROOT } from '../e2e/cli.ts';
import { runAction } from './actionRunner.ts';
import { parseYaml } from './yamlSubset.ts';

const KEY = 'snippet-key-3e9a71c05d2b8f';
const FIRST = create202.breaks;
const SECOND = anyKey.breaks;
/** Short property runs of the two checks the faults break: the snippets' flags are under test, not the checks. */
const QUICK = `--runs 5 --seed 1 --only ${FIRST} --only ${SECOND}`;
const SNIPPETS = ['docs/ci/github-actions.yml', 'docs/ci/gitlab-ci.yml', 'docs/ci/Jenkinsfile'];

const version = (JSON.parse(execFileSync('node', ['-p', 'JSON.stringify(require("./package.json"))'], { cwd: ROOT, encoding: 'utf8' })) as { version: string }).version;
const read = (file: string) => readFile(join(ROOT, file), 'utf8');

/** The command lines of each snippet: GitLab's `script:` items, Jenkins' `sh '…'` steps. */
async function commandLines(file: string): Promise<string[]> {
  const text = await read(file);
  if (file.endsWith('Jenkinsfile')) return [...text.matchAll(/^\s*sh '([^']*)'$/gm)].map((m) => m[1]);
  const doc = parseYaml(text) as Record<string, { script?: string[] }>;
  return Object.values(doc).flatMap((job) => job.script ?? []);
}

describe('the CI snippets of the README', () => {
  it('are the files in docs/ci/, shown as they are', async () => {
    const readme = await read('README.md');
    for (const file of SNIPPETS) {
      const at = readme.indexOf(`<!-- ${file} -->\n`);
      expect(at, file).toBeGreaterThan(0);
      const block = /^```[a-z]*\n([\s\S]*?)^```$/m.exec(readme.slice(at))![1];
      expect(block, file).toBe(await read(file));
    }
  });

  it("install this package's version, and the GitHub workflow uses the action with its inputs only", async () => {
    for (const file of SNIPPETS.slice(1)) {
      const lines = await commandLines(file);
      expect(lines.length, file).toBeGreaterThan(0);
      for (const line of lines) expect(line, file).toContain(`npx --yes conformance@${version} run `);
    }
    const workflow = parseYaml(await read('docs/ci/github-actions.yml')) as { jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }> };
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    const action = steps.find((s) => s.uses?.endsWith('/conformance@v' + version));
    expect(action, 'a step uses the action at this version').toBeDefined();
    const { readAction } = await import('./actionRunner.ts');
    const inputs = Object.keys((await readAction(join(ROOT, 'action.yml'))).inputs);
    expect(Object.keys(action!.with ?? {}).filter((k) => !inputs.includes(k))).toEqual([]);
    for (const s of steps) if (s.uses) expect(s.uses).toMatch(/@v\d+(\.\d+\.\d+)?$/);
  });
});

describe('the snippets run, gating a faulty reference holder on a baseline', { timeout: 300_000 }, () => {
  let dir: string;
  let shim: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-snippets-'));
    // `npx --yes conformance@<version>` as the CI image would run it, resolved to this checkout's bin: the
    // registry is not under test, the command line is.
    shim = join(dir, 'bin');
    await mkdir(shim);
    await writeFile(
      join(shim, 'npx'),
      `#!/bin/sh\nwhile [ $# -gt 0 ]; do case "$1" in --yes|-y) shift ;; conformance@${version}) shift; break ;; *) echo "npx shim: unexpected argument $1" >&2; exit 97 ;; esac; done\nexec node ${JSON.stringify(BIN)} "$@"\n`,
    );
    await chmod(join(shim, 'npx'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A checkout with the committed baseline, which holds the first fault's failure. */
  async function checkout(name: string): Promise<string> {
    const ws = join(dir, name, 'workspace');
    await mkdir(ws, { recursive: true });
    await writeFile(join(ws, 'conformance-baseline.json'), JSON.stringify({ format: 'conformance-baseline', version: 1, interfaces: ['a'], createdAt: '', entries: [{ check: FIRST, reason: 'accepted until 2.2' }] }));
    return ws;
  }

  async function withHolder<T>(mutation: object, body: (url: string) => Promise<T>): Promise<T> {
    const holder = await startDocumentHolder({ port: 0, apiKey: KEY, mutation });
    try {
      return await body(holder.url);
    } finally {
      await holder.close();
    }
  }

  function sh(line: string, cwd: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
    const base: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('CONFORMANCE_') && !k.startsWith('GITHUB_')) base[k] = v;
    return new Promise((resolve, reject) => {
      const child = spawn('sh', ['-e', '-c', line], { cwd, env: { ...base, ...env, PATH: `${shim}:${process.env.PATH}` }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, out }));
    });
  }

  for (const file of ['docs/ci/gitlab-ci.yml', 'docs/ci/Jenkinsfile']) {
    it(`${file}: the known failure passes and leaves no JUnit failure; a new one fails the job`, async () => {
      const [line] = await commandLines(file);
      const ws = await checkout(file.replace(/\W/g, '-'));
      const known = await withHolder(create202.mutation, (url) => sh(`${line} ${QUICK}`, ws, { DOCS_TARGET: url, CONFORMANCE_API_KEY: KEY }));
      expect(known.code, known.out).toBe(0);
      expect(known.out).toContain('0 new, 1 known, 0 fixed');
      const junit = await readFile(join(ws, 'conformance-reports', 'conformance-junit.xml'), 'utf8');
      expect(junit).toMatch(/<testsuites [^>]*failures="0"/);
      expect(junit).toContain('known failure (baseline)');
      for (const f of ['conformance-report.json', 'conformance-report.html']) expect(existsSync(join(ws, 'conformance-reports', f)), f).toBe(true);
      expect(known.out).not.toContain(KEY);

      const both = await withHolder({ ...create202.mutation, ...anyKey.mutation }, (url) => sh(`${line} ${QUICK}`, ws, { DOCS_TARGET: url, CONFORMANCE_API_KEY: KEY }));
      expect(both.code, both.out).toBe(1);
      expect(both.out).toContain(`new: ${SECOND}`);
      expect(await readFile(join(ws, 'conformance-reports', 'conformance-junit.xml'), 'utf8')).toMatch(/<testsuites [^>]*failures="1"/);
    });
  }

  it('docs/ci/github-actions.yml: the action step with its env and inputs passes the known failure, with "known" in the job summary', async () => {
    const workflow = parseYaml(await read('docs/ci/github-actions.yml')) as { jobs: Record<string, { steps: { uses?: string; env?: Record<string, string>; with?: Record<string, string> }[] }> };
    const step = Object.values(workflow.jobs).flatMap((j) => j.steps).find((s) => s.uses?.includes('/conformance@'))!;
    const ws = await checkout('github');
    const run = await withHolder(create202.mutation, async (url) => {
      // The workflow's secrets and variables, as GitHub fills them in.
      const fill = (v: string) => v.replace(/\$\{\{\s*secrets\.DOCS_API_KEY\s*\}\}/g, KEY).replace(/\$\{\{\s*vars\.DOCS_TARGET\s*\}\}/g, url);
      const withs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, fill(v)]));
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, fill(v)]));
      expect(JSON.stringify({ withs, env })).not.toContain('${{');
      return runAction({ actionPath: ROOT, workspace: ws, with: { ...withs, args: QUICK }, env: { ...env, CONFORMANCE_BIN: BIN } });
    });
    expect(run.code, run.log).toBe(0);
    expect(run.summary.split('\n')[0]).toBe('## :white_check_mark: PASSED: no new failure (1 known failure held by the baseline)');
    expect(run.log).not.toContain(KEY);
  });
});
