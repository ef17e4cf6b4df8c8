// Root cause first: a failure that stood on another operation (its data was written with it, or it read
// through it) which failed a MUST check of its own probably fails because of that operation: a B1 filter
// whose data set was patched, when B4 shows the patch clobbering fields; an A2 check that reads back through
// A3, when A3 fails on data A2 never touched. Such a failure names its probable cause and comes right after
// it, so that the first failure a reader meets is the operation at fault. A cause must not itself have used
// the failing check's operation: when each used the other's (a B2 round trip read through B3, a B3 check of
// an action made with B2), which one is at fault cannot be told, and neither is named. Verdicts and the exit
// status do not change.
import type { CheckResult } from './types.ts';

/** Sets `causedBy` on every failure or warning that stood on an operation a failed MUST check judges. */
export function attributeCauses(results: readonly CheckResult[]): void {
  const failedMust = results.filter((r) => r.status === 'failed' && r.level === 'MUST');
  for (const r of results) {
    if (r.status !== 'failed' && r.status !== 'warning') continue;
    // Per operation it stood on: the first failed MUST check of that operation (catalogue order) whose
    // verdict does not stand on this one's.
    const candidates: CheckResult[] = [];
    for (const op of r.dependsOn ?? []) {
      if (op === r.operation) continue;
      const cause = failedMust.find((y) => y !== r && y.interface === r.interface && y.operation === op && !(y.dependsOn ?? []).includes(r.operation));
      if (cause) candidates.push(cause);
    }
    // Of several, the one nearest the root: a cause that does not itself stand on another candidate's
    // operation (a check that read through B1 and wrote with B2 names B2's failure, not the B1 failure
    // that B2's writes explain); else the first.
    const root = candidates.find((c) => !candidates.some((o) => o !== c && (c.dependsOn ?? []).includes(o.operation))) ?? candidates[0];
    if (root) r.causedBy = { check: root.id, operation: root.operation };
  }
}

/** The results with causes attributed, each caused failure moved right after its cause; the rest keep their order. */
export function byCause(results: CheckResult[]): CheckResult[] {
  attributeCauses(results);
  return groupByCause(results);
}

/** Each failure that names its cause moved right after it (after the cause's other dependents); the rest keep their order. */
export function groupByCause(results: readonly CheckResult[]): CheckResult[] {
  const byId = new Map(results.map((r) => [r.id, r]));
  // A cause that leads back to the failure it would explain explains nothing: such a loop is undone.
  for (const r of results) {
    const seen = new Set<string>();
    for (let at: CheckResult | undefined = r; at?.causedBy; at = byId.get(at.causedBy.check)) {
      if (seen.has(at.id)) {
        delete r.causedBy;
        break;
      }
      seen.add(at.id);
    }
  }
  const caused = new Map<string, CheckResult[]>();
  for (const r of results) if (r.causedBy) (caused.get(r.causedBy.check) ?? caused.set(r.causedBy.check, []).get(r.causedBy.check)!).push(r);
  const out: CheckResult[] = [];
  const emit = (r: CheckResult) => {
    out.push(r);
    for (const c of caused.get(r.id) ?? []) emit(c);
  };
  for (const r of results) if (!r.causedBy || !byId.has(r.causedBy.check)) emit(r);
  return out;
}
