import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASELINE_VERSION, REASON_TODO, baselineOf, baselineOfReport, checkBaselineInterfaces, loadBaseline, type Baseline } from '../../../src/gate/baseline.ts';
import { judgeGate, fixedHint } from '../../../src/gate/gate.ts';
import { compareReports } from '../../../src/gate/compare.ts';
import { UsageError } from '../../../src/errors.ts';

const report = (checks: { id: string; status: string; level?: string; message?: string }[], interfaces: ('a' | 'b')[] = ['a']) => ({
  tool: { name: 'conformance', version: '0.1.0' },
  seed: 7,
  startedAt: '2024-06-11T10:00:00.000Z',
  interfaces,
  checks: checks.map((c) => ({ level: 'MUST', operation: c.id.split('.')[0], message: '', ...c })),
  requirements: [
    { id: 'A1-STATUS', checks: [{ id: 'A1.accepts-valid-document' }] },
    { id: 'A-AUTH', checks: [{ id: 'A.rejects-wrong-api-key' }, { id: 'A.requires-api-key' }] },
  ],
});

const reqs: Record<string, string[]> = { 'A1.accepts-valid-document': ['A1-STATUS'], 'A.rejects-wrong-api-key': ['A-AUTH'], 'A.requires-api-key': ['A-AUTH'], 'A2.replaces': ['A2-X'] };
const requirementsOf = (id: string) => reqs[id] ?? [];
const check = (id: string, status: string) => ({ id, operation: id.split('.')[0], status });

describe('baseline files', () => {
  it('are made from the failures and warnings of a report, with requirement, operation, level and a reason to fill', () => {
    const file = baselineOfReport(
      report([
        { id: 'A1.accepts-valid-document', status: 'failed', message: 'expected 201, got 202' },
        { id: 'A.requires-api-key', status: 'passed' },
        { id: 'A.rejects-wrong-api-key', status: 'warning', level: 'SHOULD' },
      ]),
      { product: 'Docs 2.1', now: new Date('2024-06-12T00:00:00Z') },
    );
    expect(file).toEqual({
      format: 'conformance-baseline',
      version: BASELINE_VERSION,
      interfaces: ['a'],
      product: 'Docs 2.1',
      createdAt: '2024-06-12T00:00:00.000Z',
      source: { tool: 'conformance 0.1.0', seed: 7, startedAt: '2024-06-11T10:00:00.000Z' },
      entries: [
        { check: 'A1.accepts-valid-document', requirements: ['A1-STATUS'], operation: 'A1', level: 'MUST', status: 'failed', reason: REASON_TODO },
        { check: 'A.rejects-wrong-api-key', requirements: ['A-AUTH'], operation: 'A', level: 'SHOULD', status: 'warning', reason: REASON_TODO },
      ],
    });
    // What it writes, it reads back.
    expect(baselineOf(JSON.parse(JSON.stringify(file)), 'b.json').entries).toEqual(file.entries);
  });

  it('a report is a baseline too', () => {
    const b = baselineOf(report([{ id: 'A1.accepts-valid-document', status: 'failed' }]), 'r.json');
    expect(b.kind).toBe('report');
    expect(b.entries.map((e) => e.check)).toEqual(['A1.accepts-valid-document']);
  });

  describe('bad input is one line saying what and how to fix it', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'conformance-baseline-'));
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    const problem = (f: () => unknown): string => {
      try {
        f();
      } catch (err) {
        expect(err).toBeInstanceOf(UsageError);
        expect((err as Error).message).not.toContain('\n');
        return (err as Error).message;
      }
      throw new Error('no error');
    };

    it('a missing file, a directory, text that is not JSON', async () => {
      expect(problem(() => loadBaseline(join(dir, 'nope.json')))).toMatch(/^baseline .*nope\.json: no such file; give a JSON report/);
      await mkdir(join(dir, 'sub'));
      expect(problem(() => loadBaseline(join(dir, 'sub')))).toMatch(/a directory, not a file/);
      await writeFile(join(dir, 'text.json'), 'not json {');
      expect(problem(() => loadBaseline(join(dir, 'text.json')))).toMatch(/is not JSON .*; give a JSON report/);
    });

    it('JSON that is neither a report nor a baseline', () => {
      expect(problem(() => baselineOf({ hello: 1 }, 'x.json'))).toBe(
        'x.json is neither a conformance report nor a baseline; give a JSON report (--reporter json writes conformance-report.json) or a file `conformance baseline` wrote',
      );
      expect(problem(() => baselineOf([], 'x.json'))).toMatch(/neither/);
    });

    it('a baseline of a newer format version', () => {
      expect(problem(() => baselineOf({ format: 'conformance-baseline', version: BASELINE_VERSION + 1, interfaces: ['a'], entries: [] }, 'n.json'))).toMatch(
        /^baseline n\.json is of format version 2, this conformance reads version 1 at most: update conformance/,
      );
    });

    it('a broken entry', () => {
      expect(problem(() => baselineOf({ format: 'conformance-baseline', version: 1, interfaces: ['a'], entries: [{ reason: 'x' }] }, 'e.json'))).toMatch(/entries\[0\] has no "check"/);
    });

    it('a baseline of another interface', () => {
      const b: Baseline = { file: 'b.json', kind: 'baseline', interfaces: ['b'], entries: [] };
      expect(problem(() => checkBaselineInterfaces(b, ['a']))).toBe(
        'baseline b.json is of interface B, this run tests interface A: give the baseline of interface A (make one with `conformance baseline <report.json>` from a report of it)',
      );
      expect(() => checkBaselineInterfaces(b, ['a', 'b'])).not.toThrow();
    });
  });
});

describe('the gate', () => {
  const baseline = (entries: { check: string; requirements?: string[] }[]): Baseline => ({
    file: 'base.json',
    kind: 'baseline',
    interfaces: ['a'],
    entries: entries.map((e) => ({ requirements: [], operation: e.check.split('.')[0], level: 'MUST', status: 'failed', reason: '', ...e })),
  });

  it('without a baseline every failure is new; warnings count only with --fail-on should', () => {
    const checks = [check('A1.accepts-valid-document', 'failed'), check('A.rejects-wrong-api-key', 'warning'), check('A.requires-api-key', 'passed')];
    expect(judgeGate(checks, requirementsOf, 'must')).toEqual({ failOn: 'must', new: ['A1.accepts-valid-document'], known: [], fixed: [] });
    expect(judgeGate(checks, requirementsOf, 'should').new).toEqual(['A1.accepts-valid-document', 'A.rejects-wrong-api-key']);
  });

  it('a failure the baseline holds is known, one it does not hold is new, an entry that passes now is fixed', () => {
    const b = baseline([{ check: 'A1.accepts-valid-document', requirements: ['A1-STATUS'] }, { check: 'A.requires-api-key' }, { check: 'A2.replaces' }]);
    const gate = judgeGate(
      [check('A1.accepts-valid-document', 'failed'), check('A.rejects-wrong-api-key', 'failed'), check('A.requires-api-key', 'passed')],
      requirementsOf,
      'must',
      b,
    );
    expect(gate.known).toEqual(['A1.accepts-valid-document']);
    expect(gate.new).toEqual(['A.rejects-wrong-api-key']);
    // A2.replaces did not run: neither known nor fixed.
    expect(gate.fixed.map((e) => e.check)).toEqual(['A.requires-api-key']);
    expect(gate.baseline).toEqual({ file: 'base.json', kind: 'baseline', entries: 3 });
    expect(fixedHint(gate)).toMatch(/^a failure the baseline holds passes now: tighten the baseline, delete their entries from base\.json/);
  });

  it('matches by check id, operation and requirement, never by message', () => {
    // Same id, but the baseline says it was about another requirement: not the same failure.
    const other = baseline([{ check: 'A1.accepts-valid-document', requirements: ['A1-OTHER'] }]);
    expect(judgeGate([check('A1.accepts-valid-document', 'failed')], requirementsOf, 'must', other).new).toEqual(['A1.accepts-valid-document']);
    // Another operation under the same id: not the same failure either.
    const moved = { ...baseline([{ check: 'A1.accepts-valid-document' }]) };
    moved.entries[0].operation = 'A2';
    expect(judgeGate([check('A1.accepts-valid-document', 'failed')], requirementsOf, 'must', moved).new).toEqual(['A1.accepts-valid-document']);
    // A report's failure with another message, seed and ids is still known.
    const fromReport = baselineOf(report([{ id: 'A1.accepts-valid-document', status: 'failed', message: 'expected 201, got 202 for id 123' }]), 'r.json');
    expect(judgeGate([{ ...check('A1.accepts-valid-document', 'failed'), message: 'other text, id 999' } as never], requirementsOf, 'must', fromReport).known).toEqual(['A1.accepts-valid-document']);
  });
});

describe('comparing two reports', () => {
  it('tells new failures, fixed, still failing, new warnings, checks added and removed, requests and time', () => {
    const older = { ...report([{ id: 'A1.a', status: 'failed' }, { id: 'A1.b', status: 'failed' }, { id: 'A1.c', status: 'passed' }, { id: 'A1.gone', status: 'passed' }]), summary: { requests: 100, durationMs: 2000 } };
    const newer = {
      ...report([{ id: 'A1.a', status: 'passed' }, { id: 'A1.b', status: 'failed' }, { id: 'A1.c', status: 'failed', message: 'broke' }, { id: 'A1.new', status: 'warning', level: 'SHOULD' }]),
      summary: { requests: 120, durationMs: 1500 },
    };
    const c = compareReports(older, newer);
    expect(c.newFailures.map((x) => x.id)).toEqual(['A1.c']);
    expect(c.newFailures[0]).toEqual({ id: 'A1.c', level: 'MUST', before: 'passed', after: 'failed', message: 'broke' });
    expect(c.fixed.map((x) => x.id)).toEqual(['A1.a']);
    expect(c.stillFailing.map((x) => x.id)).toEqual(['A1.b']);
    expect(c.newWarnings.map((x) => x.id)).toEqual(['A1.new']);
    expect(c.added).toEqual(['A1.new']);
    expect(c.removed).toEqual(['A1.gone']);
    expect(c.requests).toEqual({ before: 100, after: 120, change: 20 });
    expect(c.durationMs).toEqual({ before: 2000, after: 1500, change: -500 });
    expect(c.newMustFailures).toBe(1);
  });
});
