// The CI gate end to end, against mutants of the reference document holder: a baseline made from a failing
// run's report lets the same failures pass as known, a second fault fails the run as new, and with the first
// fault gone its entry is reported fixed. Also --fail-on, the markdown report, compare, and the refusals.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { mutant as create202 } from '../../reference/mutants/interface-a/create-status-202.ts';
import { mutant as anyKey } from '../../reference/mutants/interface-a/accepts-any-api-key.ts';
import { mutant as create200 } from '../../reference/mutants/interface-a/create-status-200.ts';
import { runCli } from './cli.ts';
import type { RunReport } from '../../src/engine/types.ts';
import type { BaselineFile } from '../../src/gate/baseline.ts';

const KEY = 'gate-key-5c1d9e0b7a3f42';
const FIRST = create202.breaks; // A1.accepts-valid-document
const SECOND = anyKey.breaks; // A.rejects-wrong-api-key

describe('the CI gate against reference mutants', { timeout: 120_000 }, () => {
  let dir: string;
  let profile: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-gate-'));
    profile = join(dir, 'profile.json');
    await writeFile(profile, JSON.stringify({ a: { apiKey: KEY } }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** One run of the two checks against a holder with the given faults; the report and the CLI's result. */
  async function runAgainst(mutation: object, out: string, extra: string[] = [], only = [FIRST, SECOND]) {
    const holder = await startDocumentHolder({ port: 0, apiKey: KEY, mutation });
    try {
      const outputDir = join(dir, out);
      const res = await runCli(['run', '--target', holder.url, '--interface', 'a', '--config', profile, ...only.flatMap((o) => ['--only', o]), '--runs', '5', '--seed', '1', '--reporter', 'console', '--reporter', 'json', '--output-dir', outputDir, ...extra]);
      const file = join(outputDir, 'conformance-report.json');
      const report = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as RunReport) : undefined;
      return { ...res, report, file, outputDir };
    } finally {
      await holder.close();
    }
  }

  it('known, new and fixed, in the exit status, the console, the JSON and the markdown report', async () => {
    // The first run fails one MUST check: exit 1, as without a gate.
    const first = await runAgainst(create202.mutation, 'first');
    expect(first.code).toBe(1);
    expect(first.report!.gate).toEqual({ failOn: 'must', new: [FIRST], known: [], fixed: [] });
    expect(first.stdout).toContain('Gate: fail on MUST failures (--fail-on must)');

    // Its report becomes a baseline file for review.
    const baselineFile = join(dir, 'conformance-baseline.json');
    const made = await runCli(['baseline', first.file, '--output', baselineFile, '--product', 'Docs 2.1']);
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toContain(`baseline: ${baselineFile}: 1 failure, 0 warnings of interface A`);
    const baseline = JSON.parse(await readFile(baselineFile, 'utf8')) as BaselineFile;
    expect(baseline).toMatchObject({ format: 'conformance-baseline', version: 1, interfaces: ['a'], product: 'Docs 2.1' });
    expect(baseline.entries).toHaveLength(1);
    expect(baseline.entries[0]).toMatchObject({ check: FIRST, operation: 'A1', level: 'MUST', status: 'failed' });
    expect(baseline.entries[0].requirements.length).toBeGreaterThan(0);
    expect(baseline.entries[0].reason).toMatch(/^TODO/);
    expect(JSON.stringify(baseline)).not.toContain(KEY);
    // A reviewer's reason survives the baseline being written again.
    baseline.entries[0].reason = 'queue-backed writes; fix planned for 2.2';
    await writeFile(baselineFile, JSON.stringify(baseline));
    const again = await runCli(['baseline', first.file, '--output', baselineFile]);
    expect(again.stdout).toContain('1 reason kept');
    expect((JSON.parse(await readFile(baselineFile, 'utf8')) as BaselineFile).entries[0].reason).toBe('queue-backed writes; fix planned for 2.2');

    // The same fault with the baseline: known, exit 0.
    const known = await runAgainst(create202.mutation, 'known', ['--baseline', baselineFile, '--reporter', 'markdown', '--reporter', 'html']);
    expect(known.stderr).toBe('');
    expect(known.code).toBe(0);
    expect(known.report!.checks.find((c) => c.id === FIRST)!.status).toBe('failed');
    expect(known.report!.gate).toMatchObject({ failOn: 'must', new: [], known: [FIRST], fixed: [], baseline: { file: baselineFile, kind: 'baseline', entries: 1 } });
    expect(known.report!.exitCode).toBe(0);
    expect(known.stdout).toContain(`baseline ${baselineFile}: 0 new, 1 known, 0 fixed`);
    expect(known.stdout).toContain(`FAILED [known: in the baseline] ${FIRST}`);
    const md = await readFile(join(known.outputDir, 'conformance-report.md'), 'utf8');
    expect(md.split('\n')[0]).toBe('## :white_check_mark: PASSED: no new failure (1 known failure held by the baseline)');
    expect(md).toContain('### Known failures (held by the baseline) (1)');
    expect(md).toContain(`HTML report: \`${join(known.outputDir, 'conformance-report.html')}\``);

    // A second fault on top: that one is new and fails the run; the first stays known.
    const both = await runAgainst({ ...create202.mutation, ...anyKey.mutation }, 'both', ['--baseline', baselineFile]);
    expect(both.code).toBe(1);
    expect(both.report!.gate).toMatchObject({ new: [SECOND], known: [FIRST], fixed: [] });
    expect(both.stdout).toContain(`  new: ${SECOND}`);

    // The first fault gone: its entry is fixed, with a hint to tighten the baseline; nothing fails.
    const fixed = await runAgainst(anyKey.mutation, 'fixed', ['--baseline', baselineFile], [FIRST]);
    expect(fixed.code).toBe(0);
    expect(fixed.report!.gate!.fixed.map((e) => e.check)).toEqual([FIRST]);
    expect(fixed.stdout).toContain(`  fixed: ${FIRST} (in the baseline, passes now)`);
    expect(fixed.stdout).toMatch(/hint: a failure the baseline holds passes now: tighten the baseline/);

    // A report is a baseline too.
    const fromReport = await runAgainst(create202.mutation, 'from-report', ['--baseline', first.file]);
    expect(fromReport.code).toBe(0);
    expect(fromReport.report!.gate).toMatchObject({ known: [FIRST], baseline: { kind: 'report' } });

    // compare: a new MUST failure is exit 1, in each format.
    const cmp = await runCli(['compare', first.file, both.file]);
    expect(cmp.code).toBe(1);
    expect(cmp.stdout.split('\n')[0]).toBe('WORSE: 1 new MUST failure');
    expect(cmp.stdout).toContain(`New failures: 1\n  ${SECOND} (MUST, passed -> failed)`);
    expect(cmp.stdout).toContain(`Still failing: 1\n  ${FIRST}`);
    const cmpJson = await runCli(['compare', first.file, both.file, '--format', 'json']);
    expect(JSON.parse(cmpJson.stdout)).toMatchObject({ newMustFailures: 1, stillFailing: [{ id: FIRST }] });
    const cmpBack = await runCli(['compare', both.file, first.file, '--format', 'markdown']);
    expect(cmpBack.code).toBe(0);
    expect(cmpBack.stdout).toContain('**Fixed: 1**');
  });

  it('--max-failures counts only the failures the baseline does not hold', async () => {
    const baselineFile = join(dir, 'max-failures-baseline.json');
    await writeFile(baselineFile, JSON.stringify({ format: 'conformance-baseline', version: 1, interfaces: ['a'], createdAt: '', entries: [{ check: FIRST, reason: 'accepted' }] }));
    // Without the baseline the known fault's failure reaches the bound of one, and the run says it stopped.
    const bound = ['--max-failures', '1', '--concurrency', '1'];
    const without = await runAgainst(create202.mutation, 'max-failures-without', bound);
    expect(without.report!.stopped?.kind).toBe('max-failures');
    // With it that failure is known and counts for nothing: every check runs, and the run passes.
    const withBaseline = await runAgainst(create202.mutation, 'max-failures-with', [...bound, '--baseline', baselineFile]);
    expect(withBaseline.report!.stopped).toBeUndefined();
    expect(withBaseline.report!.checks.map((c) => [c.id, c.status]).sort()).toEqual([[SECOND, 'passed'], [FIRST, 'failed']].sort());
    expect(withBaseline.code).toBe(0);
    // A new failure still reaches it.
    const both = await runAgainst({ ...create202.mutation, ...anyKey.mutation }, 'max-failures-new', [...bound, '--baseline', baselineFile]);
    expect(both.code).toBe(1);
    expect(both.report!.gate!.new).toEqual([SECOND]);
    expect(both.report!.stopped?.reason).toBe('the run stopped after 1 new MUST failure (--max-failures 1; failures the baseline holds are not counted)');
  });

  it('--fail-on should fails a run on a warning, and says which policy applied', async () => {
    const must = await runAgainst(create200.mutation, 'should-must', [], [create200.breaks]);
    expect(must.report!.checks[0].status).toBe('warning');
    expect(must.code).toBe(0);
    const should = await runAgainst(create200.mutation, 'should', ['--fail-on', 'should', '--reporter', 'markdown'], [create200.breaks]);
    expect(should.code).toBe(1);
    expect(should.report!.gate).toEqual({ failOn: 'should', new: [create200.breaks], known: [], fixed: [] });
    expect(should.stdout).toContain('Gate: fail on MUST failures and warnings (--fail-on should)');
    const md = await readFile(join(should.outputDir, 'conformance-report.md'), 'utf8');
    expect(md.split('\n')[0]).toBe('## :x: FAILED: 1 failure');
    expect(md).toContain('fail on MUST failures and warnings (`--fail-on should`)');
  });

  it('bad baselines, a baseline with --certify, a bad --fail-on: one line, exit 2, nothing written', async () => {
    const bFile = join(dir, 'baseline-b.json');
    await writeFile(bFile, JSON.stringify({ format: 'conformance-baseline', version: 1, interfaces: ['b'], createdAt: '', entries: [] }));
    const newer = join(dir, 'baseline-v9.json');
    await writeFile(newer, JSON.stringify({ format: 'conformance-baseline', version: 9, interfaces: ['a'], createdAt: '', entries: [] }));
    const cases: [string[], RegExp][] = [
      [['--baseline', bFile], /^conformance: baseline .* is of interface B, this run tests interface A: give the baseline of interface A/],
      [['--baseline', newer], /^conformance: baseline .* is of format version 9, this conformance reads version 1 at most: update conformance/],
      [['--baseline', profile], /^conformance: .*profile\.json is neither a conformance report nor a baseline; give a JSON report/],
      [['--baseline', join(dir, 'missing.json')], /^conformance: baseline .*missing\.json: no such file/],
      [['--fail-on', 'may'], /^conformance: --fail-on must be must or should, got "may"\n$/],
      [['--baseline', bFile, '--certify', join(dir, 'bundle'), '--product', 'Docs 2.1'], /^conformance: --certify takes no baseline/],
    ];
    for (const [extra, message] of cases) {
      const out = join(dir, 'refused');
      const res = await runCli(['run', '--interface', 'a', '--only', FIRST, '--reporter', 'json', '--output-dir', out, ...extra]);
      expect(res.code, extra.join(' ')).toBe(2);
      expect(res.stderr.trimEnd().split('\n'), extra.join(' ')).toHaveLength(1);
      expect(res.stderr, extra.join(' ')).toMatch(message);
      expect(existsSync(out), extra.join(' ')).toBe(false);
      expect(existsSync(join(dir, 'bundle'))).toBe(false);
    }
    // `baseline` and `compare` refuse what is no report, in one line too, and write nothing.
    const target = join(dir, 'never.json');
    for (const args of [['baseline', profile, '--output', target], ['baseline', bFile, '--output', target], ['compare', profile, profile], ['baseline', join(dir, 'missing.json'), '--output', target]]) {
      const res = await runCli(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(res.stderr).toMatch(/^conformance: .*(not a conformance report|is a baseline already|no such file)/);
      expect(existsSync(target)).toBe(false);
    }
  });
});
