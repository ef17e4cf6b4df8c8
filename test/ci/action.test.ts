// The GitHub Action of action.yml as a runner executes it (./actionRunner.ts): installed from this
// checkout's packed tarball, run against the embedded reference and against faulty reference holders, with
// and without a baseline. What a job would see: the exit status, the job summary, the reports on disk and
// the artifact upload's inputs; secrets reach the run through the environment only.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { mutant as create202 } from '../../reference/mutants/interface-a/create-status-202.ts';
import { mutant as anyKey } from '../../reference/mutants/interface-a/accepts-any-api-key.ts';
import { BIN, ROOT, spawnCli } from '../e2e/cli.ts';
import { readAction, runAction, type ActionRun } from './actionRunner.ts';

const KEY = 'action-key-8d2f64c1b03e5a';
const FIRST = create202.breaks;
const SECOND = anyKey.breaks;
const step = (run: ActionRun, name: string) => run.steps.find((s) => s.name === name)!;
const REPORTS = ['conformance-report.json', 'conformance-junit.xml', 'conformance-report.html', 'conformance-report.md'];

describe('the action as a runner executes it', { timeout: 300_000 }, () => {
  let dir: string;
  let tarball: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-action-'));
    // The package as a release hands it out, from the dist/ the global setup built (--ignore-scripts:
    // `prepare` would rebuild dist/ under other running tests).
    const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    tarball = join(dir, name);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A fresh workspace folder (and runner temp beside it) per job. */
  async function workspace(name: string): Promise<string> {
    const ws = join(dir, name, 'workspace');
    await mkdir(ws, { recursive: true });
    return ws;
  }


  it('installs the packed package, passes on the embedded reference, writes the summary and every report, uploads them', async () => {
    const ws = await workspace('reference');
    const run = await runAction({
      actionPath: ROOT,
      workspace: ws,
      with: { package: tarball, interface: 'a', args: '--runs 5 --seed 1' },
      // Dependencies from the npm cache when it has them: the test must not depend on the registry's speed.
      env: { npm_config_prefer_offline: 'true' },
    });
    expect(run.code, run.log).toBe(0);
    const install = step(run, 'Install conformance');
    expect(install.stdout).toContain(`conformance: npm install ${tarball}`);
    // The bin the install step hands on is the installed package's, in the runner's temporary folder.
    expect(install.outputs.bin).toMatch(/runner-temp-[^/]+\/conformance-action\/node_modules\/conformance\/bin\/conformance\.js$/);
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(install.stdout).toContain(`conformance: ${pkg.version}`);
    expect(run.outputs['exit-code']).toBe('0');
    expect(run.outputs['report-dir']).toBe('conformance-reports');
    expect(run.summary.split('\n')[0]).toBe('## :white_check_mark: PASSED: every MUST check passed');
    for (const f of REPORTS) expect(existsSync(join(ws, 'conformance-reports', f)), f).toBe(true);
    const upload = step(run, 'Upload the reports');
    expect(upload.skipped).toBe(false);
    expect(upload.uses).toEqual({ action: 'actions/upload-artifact@v4', with: { name: 'conformance-reports', path: 'conformance-reports', 'if-no-files-found': 'warn' } });
    expect(step(run, 'Verdict').stdout).toContain('conformance: passed (exit 0)');
  });

  it('with a baseline: a known failure passes with "known" in the summary, a new one fails; the key travels in the environment only', async () => {
    const ws = await workspace('baseline');
    const env = { CONFORMANCE_BIN: BIN, CONFORMANCE_API_KEY: KEY };
    const args = `--only ${FIRST} --only ${SECOND} --runs 5 --seed 1`;
    const against = async (mutation: object, extra: Record<string, string> = {}) => {
      const holder = await startDocumentHolder({ port: 0, apiKey: KEY, mutation });
      try {
        return await runAction({ actionPath: ROOT, workspace: ws, with: { target: holder.url, interface: 'a', args, ...extra }, env });
      } finally {
        await holder.close();
      }
    };

    // Without a baseline the fault fails the job, after the reports were written and handed to the upload.
    const first = await against(create202.mutation);
    expect(first.code, first.log).toBe(1);
    expect(step(first, 'Install conformance').stdout).toContain(`using CONFORMANCE_BIN ${BIN}`);
    expect(first.outputs['exit-code']).toBe('1');
    expect(first.summary.split('\n')[0]).toBe('## :x: FAILED: 1 failure');
    expect(step(first, 'Upload the reports').skipped).toBe(false);
    expect(step(first, 'Verdict').code).toBe(1);

    // The team writes the baseline from that report and commits it.
    const made = await spawnCli(['baseline', 'conformance-reports/conformance-report.json', '--output', 'conformance-baseline.json'], { cwd: ws });
    expect(made.code, made.stderr).toBe(0);

    const known = await against(create202.mutation, { baseline: 'conformance-baseline.json' });
    expect(known.code, known.log).toBe(0);
    expect(known.outputs['exit-code']).toBe('0');
    expect(known.summary.split('\n')[0]).toBe('## :white_check_mark: PASSED: no new failure (1 known failure held by the baseline)');
    expect(known.summary).toContain('### Known failures (held by the baseline) (1)');
    expect(known.summary).toContain(FIRST);
    const report = JSON.parse(await readFile(join(ws, 'conformance-reports', 'conformance-report.json'), 'utf8')) as { gate: { known: string[]; new: string[] } };
    expect(report.gate).toMatchObject({ known: [FIRST], new: [] });
    // JUnit keeps the known failure out of the failures a CI step counts.
    const junit = await readFile(join(ws, 'conformance-reports', 'conformance-junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites [^>]*failures="0"/);

    const both = await against({ ...create202.mutation, ...anyKey.mutation }, { baseline: 'conformance-baseline.json' });
    expect(both.code, both.log).toBe(1);
    expect(both.summary.split('\n')[0]).toBe('## :x: FAILED: 1 new failure');
    expect(both.summary).toContain(SECOND);
    expect(step(both, 'Verdict').stdout).toContain('::error::conformance: a MUST check failed that the baseline does not hold (exit 1)');

    // The key never shows: not in the log, the summary or any report.
    for (const run of [first, known, both]) {
      expect(run.log).not.toContain(KEY);
      expect(run.summary).not.toContain(KEY);
    }
    for (const f of REPORTS) expect(await readFile(join(ws, 'conformance-reports', f), 'utf8'), f).not.toContain(KEY);
  });

  it('refuses a secret in the args input, and says in the summary when the run could not be made (exit 2)', async () => {
    const ws = await workspace('refusals');
    const secret = await runAction({ actionPath: ROOT, workspace: ws, with: { interface: 'a', args: `--runs 5 --api-key=${KEY}` }, env: { CONFORMANCE_BIN: BIN } });
    expect(secret.code).toBe(2);
    expect(step(secret, 'Run conformance').stdout).toContain('::error::--api-key in the args input: give secrets through the step\'s env');
    expect(secret.log).not.toContain(KEY);
    expect(existsSync(join(ws, 'conformance-reports'))).toBe(false);
    expect(step(secret, 'Upload the reports').skipped).toBe(true);

    // A target that refuses connections: the CLI's exit 2, one line, and the summary says what happened.
    const { createServer } = await import('node:net');
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    const unreachable = await runAction({ actionPath: ROOT, workspace: ws, with: { target: `http://127.0.0.1:${port}`, interface: 'a', 'fail-on': 'should', upload: 'false' }, env: { CONFORMANCE_BIN: BIN, CONFORMANCE_API_KEY: KEY } });
    expect(unreachable.code, unreachable.log).toBe(2);
    expect(unreachable.outputs['exit-code']).toBe('2');
    expect(unreachable.summary).toContain('## :x: conformance could not run (exit 2)');
    expect(step(unreachable, 'Run conformance').stderr).toMatch(/^conformance: /m);
    expect(step(unreachable, 'Upload the reports').skipped).toBe(true);
  });
});

describe('action.yml', () => {
  it('installs the version of this package by default, pins the actions it uses to a major version, and splices no input into a script', async () => {
    const action = await readAction(join(ROOT, 'action.yml'));
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(action.runs.using).toBe('composite');
    expect(action.inputs.version.default).toBe(pkg.version);
    expect(Object.keys(action.inputs)).toEqual(['version', 'package', 'target', 'interface', 'profile', 'baseline', 'fail-on', 'args', 'output-dir', 'upload', 'artifact-name']);
    // No input carries a secret: secrets are environment variables of the step.
    expect(Object.keys(action.inputs).filter((i) => /key|secret|token|password/i.test(i))).toEqual([]);
    for (const s of action.runs.steps) {
      if (s.uses) expect(s.uses, s.name).toMatch(/^actions\/[a-z-]+@v\d+$/);
      if (s.run) {
        // A value spliced into a script could become a command; inputs reach scripts through env.
        expect(s.run, s.name).not.toContain('${{');
        const script = /"\$GITHUB_ACTION_PATH\/([^"]+)"/.exec(s.run)?.[1];
        expect(script, s.name).toBeDefined();
        execFileSync('bash', ['-n', join(ROOT, script!)]);
      }
    }
  });

  it('turns its inputs into the arguments of conformance run: one --interface each, args split as a shell splits words, empty inputs left out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'conformance-action-args-'));
    try {
      // A bin that prints its arguments one a line: what the run step would have started.
      const bin = join(dir, 'print-args.js');
      await writeFile(bin, "for (const a of process.argv.slice(2)) console.log(JSON.stringify(a));\n");
      const ws = join(dir, 'workspace');
      await mkdir(ws);
      const args = async (withs: Record<string, string>) => {
        const run = await runAction({ actionPath: ROOT, workspace: ws, with: withs, env: { CONFORMANCE_BIN: bin } });
        expect(run.code, run.log).toBe(0);
        return step(run, 'Run conformance').stdout.split('\n').filter((l) => l.startsWith('"')).map((l) => JSON.parse(l) as string);
      };
      const reporters = ['--reporter', 'console', '--reporter', 'json', '--reporter', 'junit', '--reporter', 'html', '--reporter', 'markdown'];
      expect(await args({})).toEqual(['run', '--output-dir', 'conformance-reports', ...reporters, '--fail-on', 'must']);
      expect(
        await args({ target: 'https://docs.example.com/api', interface: 'a, b', profile: 'ci/profile.json', baseline: 'ci/baseline.json', 'fail-on': 'should', 'output-dir': 'out dir', args: `--only 'A1.*' --exclude "B.throttling-*" --runs 5 --product 'Docs 2.1'` }),
      ).toEqual([
        'run', '--output-dir', 'out dir', ...reporters,
        '--target', 'https://docs.example.com/api', '--interface', 'a', '--interface', 'b', '--config', 'ci/profile.json', '--baseline', 'ci/baseline.json', '--fail-on', 'should',
        '--only', 'A1.*', '--exclude', 'B.throttling-*', '--runs', '5', '--product', 'Docs 2.1',
      ]);
      // A value is data, never a command: nothing of it runs.
      const marker = join(dir, 'ran');
      expect(await args({ target: `$(touch ${marker})`, args: `'; touch ${marker}'` })).toContain(`$(touch ${marker})`);
      expect(existsSync(marker)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is read by the YAML subset reader as YAML means it (a value the reader cannot know is refused)', async () => {
    const { parseYaml } = await import('./yamlSubset.ts');
    expect(parseYaml("a:\n  - name: x # note\n    env:\n      K: '1'\n  - run: |\n      echo a\n      echo b\nb: \"q: #\"\n")).toEqual({ a: [{ name: 'x', env: { K: '1' } }, { run: 'echo a\necho b\n' }], b: 'q: #' });
    expect(() => parseYaml('a: [1, 2]\n')).toThrow(/outside the YAML subset/);
    expect(() => parseYaml('a: 1\n  b: 2\n')).toThrow(/indentation/);
  });
});

