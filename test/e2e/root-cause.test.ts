// A failed run points at the cause: against a reference platform with one broken write rule, the whole
// suite runs, and the first failure detailed (in the JSON report's order and in the console's failure
// section) is a check of the operation at fault; failures of other operations that stood on its writes name
// it as their probable cause and come after it.
//
// Which checks a whole run fails against each mutant is recorded apart, in root-cause.failing.json, so that a
// mutant costs a run of those checks, not of the whole suite: every property draws its values from the run's
// seed and its own check id (src/engine/context.ts), so those checks send what they sent in the whole run,
// and the order and the causes of a run's failures are made from its failures alone (src/engine/causes.ts:
// a check that passes or warns takes no part, and warnings come after every failure). A run of the recorded
// checks is the proof only when it fails exactly those: when any of them passes there (it failed through
// what another check did to the platform) or the record is missing, the whole run decides, and the test
// then fails if the record is not what the whole run failed, until it is made again (CONFORMANCE_RECORD=1,
// below). For each operation, the mutant with the most recorded failures always gets a whole run, held to
// the record the same way: a check added or changed since the record that fails against mutants shows there.
//
// CONFORMANCE_RECORD=1 npx vitest run test/e2e/root-cause.test.ts makes the record again from whole runs.
import { afterAll, describe, expect, it } from 'vitest';
import { mutants, type MutantB } from '../../reference/mutants/interface-b/index.ts';
import { operationOf } from '../../src/engine/registry.ts';
import { registry } from '../../suites/interface-b/index.ts';
import { runAgainst, startTestPlatform } from './interface-b-run.ts';
import { readRecord, recordAgain, RECORDING, writeRecord } from './record.ts';
import type { CheckResult } from '../../src/engine/types.ts';

/**
 * The mutants that break a MUST rule of a write (B2, B4, B5): other operations' checks stand on those writes.
 * Left out: a platform that keeps listing deleted actions, whose B1 failures are failures of the list itself
 * (it shows what other checks deleted), not of data the failing checks wrote; and one that rounds every id
 * beyond 2^53 in every answer, whose B1 answers are wrong of themselves.
 */
const OWN_FAILURES_ELSEWHERE = ['deleted-action-still-listed', 'ids-beyond-2-53-rounded'];
/**
 * Also left out: the races, whose writes wait at their racy point for an overlapping partner (up to seconds
 * for a write sent alone), so that a whole run against them would take many minutes; their failure is of the
 * racing operation's own check, which sends the overlapping requests itself.
 */
const RACES = ['create-id-max-plus-one', 'create-shared-body-buffer', 'patch-lost-update'];
/**
 * And those a whole run at five runs does not reach: a nested member of the wrong type is one of some fifty
 * breakages B2.rejects-wrong-types samples from (a default run of 100 draws catches it), and a deleted id
 * handed out again shows only when no other check creates between the delete and the next create (its own
 * check alone, and B.model-sequences, which runs alone, catch it).
 */
const NOT_AT_FIVE_RUNS = ['nested-members-not-validated', 'deleted-id-handed-out-again'];
const writeMutants = mutants.filter(
  (m) => m.expect !== 'warning' && /^B[245]\./.test(m.breaks) && !OWN_FAILURES_ELSEWHERE.includes(m.name) && !RACES.includes(m.name) && !NOT_AT_FIVE_RUNS.includes(m.name),
);

/** The checks a whole run fails against each mutant, as whole runs found them (see the head of the file). */
const FAILING_FILE = new URL('./root-cause.failing.json', import.meta.url);
const FAILING = readRecord<string[]>(FAILING_FILE);

/** Per broken operation, the mutant whose whole run fails the most checks (the record's): it always gets a whole run. */
const ALWAYS_WHOLE = new Set(
  ['B2', 'B4', 'B5'].map(
    (op) => writeMutants.filter((m) => m.breaks.startsWith(`${op}.`)).sort((a, b) => (FAILING[b.name]?.length ?? 0) - (FAILING[a.name]?.length ?? 0) || a.name.localeCompare(b.name))[0].name,
  ),
);

const ids = (checks: readonly CheckResult[]) => checks.map((c) => c.id).sort();
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** A run against the mutant (with `selection`: of what it selects): its failures in the report's order, and the console's first. */
async function firstFailures(mutant: MutantB, selection: string[]) {
  const platform = await startTestPlatform(mutant.options);
  try {
    // Unshrunk (--no-shrink): which checks fail, and in which order, is the first failing cases' to decide;
    // shrinking would only look for smaller ones, a create, a read and a delete per candidate.
    const { res, report } = await runAgainst(platform, ['--runs', '5', '--no-shrink', '--seed', '20261125', '--reporter', 'console', ...selection]);
    const failed = report.checks.filter((c) => c.status === 'failed');
    const consoleFirst = /^ {2}\S+ FAILED (\S+) /m.exec(res.stdout.slice(res.stdout.indexOf('Failures and warnings')))?.[1];
    return { res, failed, consoleFirst };
  } finally {
    await platform.close();
  }
}

describe('the first failure names the operation at fault', () => {
  it('holds for a mutant of every write operation', () => {
    for (const name of [...OWN_FAILURES_ELSEWHERE, ...RACES, ...NOT_AT_FIVE_RUNS]) expect(mutants.map((m) => m.name)).toContain(name);
    expect(new Set(writeMutants.map((m) => m.breaks.slice(0, 2)))).toEqual(new Set(['B2', 'B4', 'B5']));
  });

  it('records failures for those mutants alone, each of registered checks, the broken one among them', () => {
    const known = new Set(registry.all().map((c) => c.id));
    expect(Object.keys(FAILING).sort()).toEqual(writeMutants.map((m) => m.name).sort());
    for (const m of writeMutants) {
      expect(FAILING[m.name].filter((id) => !known.has(id)), m.name).toEqual([]);
      expect(FAILING[m.name], m.name).toContain(m.breaks);
    }
  });

  const recorded: Record<string, string[]> = {};
  afterAll(() => {
    if (RECORDING) writeRecord(FAILING_FILE, recorded, new Set(writeMutants.map((m) => m.name)));
  });

  describe.concurrent.each(writeMutants)('$name', (mutant) => {
    it(`first: a ${operationOf(mutant.breaks)} check; the others of other operations name their cause`, async () => {
      const record = RECORDING ? undefined : FAILING[mutant.name];
      // The recorded checks alone, when they fail exactly as recorded; else the whole run.
      const alone = record && !ALWAYS_WHOLE.has(mutant.name) ? await firstFailures(mutant, ['--only', record.join(',')]) : undefined;
      const whole = !alone || !sameIds(ids(alone.failed), record!);
      const { res, failed, consoleFirst } = whole ? await firstFailures(mutant, []) : alone;
      expect(res.code, res.stderr).toBe(1);
      const at = operationOf(mutant.breaks);
      expect(failed.map((c) => c.id)).toContain(mutant.breaks);
      expect(failed[0].operation, failed.map((c) => `${c.id}${c.causedBy ? ` <- ${c.causedBy.check}` : ''}`).join(', ')).toBe(at);
      expect(consoleFirst && operationOf(consoleFirst)).toBe(at);
      // A failure that names a probable cause names a failed check of the broken operation, never a bystander.
      for (const c of failed.filter((x) => x.causedBy)) {
        expect(c.causedBy, c.id).toEqual({ check: expect.stringMatching(new RegExp(`^${at}\\.`)), operation: at });
      }
      if (RECORDING) recorded[mutant.name] = ids(failed);
      else if (whole && !sameIds(ids(failed), record ?? [])) {
        expect.fail(
          `a whole run failed ${ids(failed).join(', ')}, but the record names ${record?.join(', ') ?? 'nothing'}: ${recordAgain('test/e2e/root-cause.test.ts')}`,
        );
      }
      // A bound against a hang, not a measure: several whole runs at once on a busy machine.
    }, 900_000);
  });
});
