// Two JSON reports side by side: what a change to the server (or to the tool) did to the verdict. Checks are
// matched by id; their messages, seeds and the ids a target handed out are never compared.
import type { ReportLike } from './baseline.ts';

export interface ComparedCheck {
  id: string;
  level: string;
  /** Status in the earlier report (absent: the check was not in it). */
  before?: string;
  after?: string;
  /** The message in the later report (for the reader; never matched). */
  message?: string;
}

export interface Comparison {
  newFailures: ComparedCheck[];
  fixed: ComparedCheck[];
  stillFailing: ComparedCheck[];
  newWarnings: ComparedCheck[];
  added: string[];
  removed: string[];
  requests: { before?: number; after?: number; change?: number };
  durationMs: { before?: number; after?: number; change?: number };
  /** New failures of MUST checks: the comparison exits 1 when there is one. */
  newMustFailures: number;
}

export interface ComparableReport extends ReportLike {
  checks: { id: string; operation?: string; level: string; status: string; message?: string }[];
  summary?: { requests?: number; durationMs?: number };
}

function change(before: number | undefined, after: number | undefined): { before?: number; after?: number; change?: number } {
  return { ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}), ...(before !== undefined && after !== undefined ? { change: after - before } : {}) };
}

export function compareReports(older: ComparableReport, newer: ComparableReport): Comparison {
  const before = new Map(older.checks.map((c) => [c.id, c]));
  const after = new Map(newer.checks.map((c) => [c.id, c]));
  const pair = (id: string): ComparedCheck => {
    const b = before.get(id);
    const a = after.get(id);
    return { id, level: (a ?? b)!.level, ...(b ? { before: b.status } : {}), ...(a ? { after: a.status } : {}), ...(a?.message ? { message: a.message } : {}) };
  };
  const ids = [...after.keys()];
  const newFailures = ids.filter((id) => after.get(id)!.status === 'failed' && before.get(id)?.status !== 'failed').map(pair);
  return {
    newFailures,
    fixed: [...before.keys()].filter((id) => before.get(id)!.status === 'failed' && after.get(id)?.status === 'passed').map(pair),
    stillFailing: ids.filter((id) => after.get(id)!.status === 'failed' && before.get(id)?.status === 'failed').map(pair),
    newWarnings: ids.filter((id) => after.get(id)!.status === 'warning' && before.get(id)?.status !== 'warning').map(pair),
    added: ids.filter((id) => !before.has(id)),
    removed: [...before.keys()].filter((id) => !after.has(id)),
    requests: change(older.summary?.requests, newer.summary?.requests),
    durationMs: change(older.summary?.durationMs, newer.summary?.durationMs),
    newMustFailures: newFailures.filter((c) => c.level === 'MUST').length,
  };
}
