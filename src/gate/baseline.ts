// The baseline of a CI gate: the failures a team has accepted for now, written down so that a run fails on
// what is new and says what got fixed. A baseline is either a file `conformance baseline` wrote (small,
// reviewable, committed) or a JSON report itself. Failures are matched by check id and what the check is
// about (operation, requirement ids), never by message text, seed or ids a target handed out: those change
// from run to run.
import { readFileSync } from 'node:fs';
import { UsageError } from '../errors.ts';
import type { InterfaceId } from '../../requirements/types.ts';

/** The format this tool writes and reads; a file of a later version is refused (its meaning may differ). */
export const BASELINE_FORMAT = 'conformance-baseline';
export const BASELINE_VERSION = 1;
/** What `reason` holds until a reviewer writes why the failure is accepted. */
export const REASON_TODO = 'TODO: why this failure is accepted for now, and until when';

export interface BaselineEntry {
  check: string;
  /** Requirement ids of the catalogue the check enforces (empty when the source did not say). */
  requirements: string[];
  operation: string;
  level: 'MUST' | 'SHOULD';
  /** What the check came to when the baseline was made: a failure, or a warning (held for `--fail-on should`). */
  status: 'failed' | 'warning';
  reason: string;
}

export interface BaselineFile {
  format: typeof BASELINE_FORMAT;
  version: number;
  interfaces: InterfaceId[];
  product?: string;
  createdAt: string;
  /** The report it was made from: tool version, seed and when it ran (for a reviewer; never matched). */
  source?: { tool?: string; seed?: number; startedAt?: string };
  entries: BaselineEntry[];
}

/** A baseline as a run uses it. */
export interface Baseline {
  /** Where it came from (a path, or `run() option` for an object). */
  file: string;
  /** `baseline`: a file of this format; `report`: a JSON report taken as its own baseline. */
  kind: 'baseline' | 'report';
  interfaces: InterfaceId[];
  entries: BaselineEntry[];
}

/** The part of a JSON report a baseline is made from. */
export interface ReportLike {
  tool: { name: string; version: string };
  seed?: number;
  startedAt?: string;
  interfaces: InterfaceId[];
  checks: { id: string; operation?: string; level: string; status: string }[];
  requirements?: { id: string; checks: { id: string }[] }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const HOW = 'give a JSON report (--reporter json writes conformance-report.json) or a file `conformance baseline` wrote';

export function isReport(value: unknown): value is ReportLike {
  return (
    isObject(value) &&
    isObject(value.tool) &&
    value.tool.name === 'conformance' &&
    Array.isArray(value.checks) &&
    Array.isArray(value.interfaces) &&
    value.checks.every((c) => isObject(c) && typeof c.id === 'string' && typeof c.status === 'string' && typeof c.level === 'string')
  );
}

/** The operation a check id names: `A1` of `A1.accepts-valid-document`. */
export function operationOfId(id: string): string {
  return id.split('.')[0] ?? id;
}

/** Requirement ids per check id, from the requirements view a JSON report carries. */
function requirementsByCheck(report: ReportLike): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of report.requirements ?? []) for (const c of r.checks) out.set(c.id, [...(out.get(c.id) ?? []), r.id]);
  return out;
}

/**
 * The entries of a report: every failed check and every warning, in the report's order. `requirementsOf`
 * fills in the requirements of a check when the report carries no requirements view.
 */
export function entriesOfReport(report: ReportLike, requirementsOf?: (checkId: string) => readonly string[] | undefined): BaselineEntry[] {
  const fromView = requirementsByCheck(report);
  return report.checks
    .filter((c) => c.status === 'failed' || c.status === 'warning')
    .map((c) => ({
      check: c.id,
      requirements: [...(fromView.get(c.id) ?? requirementsOf?.(c.id) ?? [])].sort(),
      operation: c.operation ?? operationOfId(c.id),
      level: c.level === 'SHOULD' ? 'SHOULD' : 'MUST',
      status: c.status as 'failed' | 'warning',
      reason: REASON_TODO,
    }));
}

/** The file `conformance baseline` writes. */
export function baselineOfReport(report: ReportLike, opts: { product?: string; now?: Date; requirementsOf?: (checkId: string) => readonly string[] | undefined } = {}): BaselineFile {
  return {
    format: BASELINE_FORMAT,
    version: BASELINE_VERSION,
    interfaces: [...report.interfaces],
    ...(opts.product ? { product: opts.product } : {}),
    createdAt: (opts.now ?? new Date()).toISOString(),
    source: { tool: `${report.tool.name} ${report.tool.version}`, ...(report.seed !== undefined ? { seed: report.seed } : {}), ...(report.startedAt ? { startedAt: report.startedAt } : {}) },
    entries: entriesOfReport(report, opts.requirementsOf),
  };
}

/** Reads a JSON file as the named input, or throws one line saying what is wrong and how to fix it. */
export function readJsonFile(file: string, what: string, how: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory, not a file' : code === 'EACCES' ? 'not readable (permission denied)' : ((err as Error).message ?? String(err));
    throw new UsageError(`${what} ${file}: ${why}; ${how}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${what} ${file} is not JSON (${(err as Error).message.split('\n')[0]}); ${how}`);
  }
}

function checkEntry(e: unknown, i: number, file: string): BaselineEntry {
  const where = `baseline ${file}: entries[${i}]`;
  if (!isObject(e)) throw new UsageError(`${where} is not an object; write it again with \`conformance baseline <report.json>\``);
  if (typeof e.check !== 'string' || e.check === '') throw new UsageError(`${where} has no "check" (the check id); write it again with \`conformance baseline <report.json>\``);
  const requirements = e.requirements === undefined ? [] : e.requirements;
  if (!Array.isArray(requirements) || !requirements.every((r) => typeof r === 'string')) throw new UsageError(`${where}.requirements must be a list of requirement ids`);
  if (e.operation !== undefined && typeof e.operation !== 'string') throw new UsageError(`${where}.operation must be a string such as "A1"`);
  if (e.level !== undefined && e.level !== 'MUST' && e.level !== 'SHOULD') throw new UsageError(`${where}.level must be MUST or SHOULD`);
  if (e.status !== undefined && e.status !== 'failed' && e.status !== 'warning') throw new UsageError(`${where}.status must be failed or warning`);
  if (e.reason !== undefined && typeof e.reason !== 'string') throw new UsageError(`${where}.reason must be a string`);
  return {
    check: e.check,
    requirements: [...(requirements as string[])].sort(),
    operation: (e.operation as string | undefined) ?? operationOfId(e.check),
    level: (e.level as 'MUST' | 'SHOULD' | undefined) ?? 'MUST',
    status: (e.status as 'failed' | 'warning' | undefined) ?? 'failed',
    reason: (e.reason as string | undefined) ?? '',
  };
}

/** A parsed JSON value (a baseline file or a report) as a baseline, or one line saying why it is none. */
export function baselineOf(value: unknown, file: string): Baseline {
  if (isReport(value)) return { file, kind: 'report', interfaces: [...value.interfaces], entries: entriesOfReport(value) };
  if (isObject(value) && value.format === BASELINE_FORMAT) {
    if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1) throw new UsageError(`baseline ${file} has no valid "version"; write it again with \`conformance baseline <report.json>\``);
    if (value.version > BASELINE_VERSION)
      throw new UsageError(`baseline ${file} is of format version ${value.version}, this conformance reads version ${BASELINE_VERSION} at most: update conformance, or write the baseline again with this version (\`conformance baseline <report.json>\`)`);
    const interfaces = value.interfaces;
    if (!Array.isArray(interfaces) || interfaces.length === 0 || !interfaces.every((i) => i === 'a' || i === 'b')) throw new UsageError(`baseline ${file}: "interfaces" must list a and/or b`);
    if (!Array.isArray(value.entries)) throw new UsageError(`baseline ${file} has no "entries" list; write it again with \`conformance baseline <report.json>\``);
    return { file, kind: 'baseline', interfaces: [...interfaces] as InterfaceId[], entries: value.entries.map((e, i) => checkEntry(e, i, file)) };
  }
  throw new UsageError(`${file} is neither a conformance report nor a baseline; ${HOW}`);
}

/** Reads `--baseline <file>`: a baseline file or a JSON report. Every problem is one line (exit 2). */
export function loadBaseline(file: string): Baseline {
  return baselineOf(readJsonFile(file, 'baseline', HOW), file);
}

/** Refuses a baseline that holds nothing of the interfaces a run tests. */
export function checkBaselineInterfaces(baseline: Baseline, interfaces: readonly InterfaceId[]): void {
  if (baseline.interfaces.some((i) => interfaces.includes(i))) return;
  const of = baseline.interfaces.map((i) => i.toUpperCase()).join(' and ');
  const run = interfaces.map((i) => i.toUpperCase()).join(' and ');
  throw new UsageError(`baseline ${baseline.file} is of interface ${of}, this run tests interface ${run}: give the baseline of interface ${run} (make one with \`conformance baseline <report.json>\` from a report of it)`);
}
