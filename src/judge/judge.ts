// Turns the verdicts of client checks into the results every reporter knows: a broken MUST fails, a
// broken SHOULD is a warning, a rule not shown is skipped with the reason.
import type { CheckResult } from '../engine/types.ts';
import { describeRequest, listed, toRecordedRequest, toRecordedResponse } from './describe.ts';
import type { ClientCheckDefinition, Traffic, Verdict } from './types.ts';

export function judgeOne(def: ClientCheckDefinition, traffic: Traffic): CheckResult {
  const started = performance.now();
  let verdict: Verdict;
  try {
    verdict = def.judge(traffic);
  } catch (err) {
    verdict = { status: 'broken', message: `the check could not complete: ${(err as Error)?.message ?? String(err)}`, involved: [] };
  }
  const base = {
    id: def.id,
    interface: def.interface,
    operation: def.id.slice(0, def.id.indexOf('.')),
    title: def.title,
    level: def.level,
    specRef: def.specRef,
    requests: traffic.requests.length,
    retries: 0,
  };
  const durationMs = Math.round(performance.now() - started);
  if (verdict.status === 'held') return { ...base, status: 'passed', message: verdict.note, durationMs };
  if (verdict.status === 'not-shown') return { ...base, status: 'skipped', message: `not shown: ${verdict.reason}`, durationMs };
  const culprit = verdict.involved.at(-1);
  const involved = verdict.involved.map((r) => describeRequest(r, traffic.t0));
  const message = involved.length > 0 ? `${verdict.message} (requests: ${listed(involved, 8)})` : verdict.message;
  return {
    ...base,
    status: def.level === 'MUST' ? 'failed' : 'warning',
    message,
    durationMs,
    ...(culprit ? { evidence: { request: toRecordedRequest(culprit), response: toRecordedResponse(culprit), exchanges: verdict.involved.length } } : {}),
  };
}

export function judgeAll(defs: readonly ClientCheckDefinition[], traffic: Traffic): CheckResult[] {
  return defs.map((d) => judgeOne(d, traffic));
}
