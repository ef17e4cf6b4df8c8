// The verdict of a CI gate over a run's results: which failures count (`--fail-on`), which of them a
// baseline already holds (known: they do not fail the run), which are new (they do), and which baseline
// entries pass now (fixed: the baseline can be tightened).
import type { Baseline, BaselineEntry } from './baseline.ts';

export type FailOn = 'must' | 'should';
export const FAIL_ON_VALUES: readonly FailOn[] = ['must', 'should'];

/** What the JSON report keeps of the gate (`gate`). */
export interface RunGate {
  /** `must`: failed checks fail the run; `should`: warnings (SHOULD rules not met) too. */
  failOn: FailOn;
  /** The baseline used, when one was given. */
  baseline?: { file: string; kind: 'baseline' | 'report'; entries: number };
  /** Ids of the checks that count under the policy and that the baseline does not hold: they fail the run. */
  new: string[];
  /** Ids of the checks that count under the policy and that the baseline holds: reported, not failing the run. */
  known: string[];
  /** Baseline entries whose check ran and passed: fixed, the baseline can lose them. */
  fixed: BaselineEntry[];
}

export interface GateCheck {
  id: string;
  operation: string;
  status: string;
}

/** Does a baseline entry hold this check? Same check id and operation, and a requirement in common when both name some. */
export function entryMatches(entry: BaselineEntry, check: GateCheck, requirements: readonly string[]): boolean {
  if (entry.check !== check.id || entry.operation !== check.operation) return false;
  if (entry.requirements.length === 0 || requirements.length === 0) return true;
  return entry.requirements.some((r) => requirements.includes(r));
}

/** Does this result count against the run under the policy? */
export function counts(status: string, failOn: FailOn): boolean {
  return status === 'failed' || (failOn === 'should' && status === 'warning');
}

export function judgeGate(checks: readonly GateCheck[], requirementsOf: (id: string) => readonly string[], failOn: FailOn, baseline?: Baseline): RunGate {
  const entries = baseline?.entries ?? [];
  const held = (c: GateCheck) => entries.some((e) => entryMatches(e, c, requirementsOf(c.id)));
  const counting = checks.filter((c) => counts(c.status, failOn));
  return {
    failOn,
    ...(baseline ? { baseline: { file: baseline.file, kind: baseline.kind, entries: baseline.entries.length } } : {}),
    new: counting.filter((c) => !held(c)).map((c) => c.id),
    known: counting.filter(held).map((c) => c.id),
    fixed: entries.filter((e) => checks.some((c) => c.status === 'passed' && entryMatches(e, c, requirementsOf(c.id)))),
  };
}

/** The line that tells how to tighten a baseline once entries are fixed. */
export function fixedHint(gate: Pick<RunGate, 'fixed' | 'baseline'>): string | undefined {
  if (gate.fixed.length === 0 || !gate.baseline) return undefined;
  const how =
    gate.baseline.kind === 'baseline'
      ? `delete their entries from ${gate.baseline.file} (or write it again from this run's report: conformance baseline <report.json>)`
      : `make the baseline from this run's report (conformance baseline <report.json>)`;
  return `${gate.fixed.length === 1 ? 'a failure the baseline holds passes now' : `${gate.fixed.length} failures the baseline holds pass now`}: tighten the baseline, ${how}`;
}
