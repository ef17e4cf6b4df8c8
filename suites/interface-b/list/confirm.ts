// Comparisons between answers to different requests can be skewed by other clients writing in between.
// A discrepancy fails a check only when it shows again on a second try; a changing totalCount means the
// data moved, and after three tries the check is skipped rather than judged.
import type { CheckContext, Exchange } from '../../../src/engine/types.ts';

export type Outcome = { ok: true } | { ok: false; message: string; exchange?: Exchange } | { unstable: true };

export const OK: Outcome = { ok: true };

export async function confirmed(t: CheckContext, what: string, attempt: () => Promise<Outcome>): Promise<void> {
  let failures = 0;
  for (let i = 0; i < 4; i++) {
    const outcome = await attempt();
    if ('unstable' in outcome) continue;
    if (outcome.ok) return;
    if (++failures === 2) t.fail(outcome.message, outcome.exchange);
  }
  t.skip(`${what}: totalCount kept changing between requests of the same query (other clients writing, or a totalCount that depends on the page: see B1.total-count)`);
}
