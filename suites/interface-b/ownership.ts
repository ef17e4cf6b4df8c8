// Which actions are the run's own. A create may answer with the id of a record someone else made (a shared
// sequence, a cache keyed wrongly, an upsert on a natural key): writing to or deleting that id would destroy
// another company's data. So nothing writes to or deletes an id a create answered with before a B3 read-back
// of it carried the run's mark (in its title; bodies that test a missing or broken title carry it in tags, and
// the trace of a refused write carries its own stamped word in the description).
// Once an id has read back without the mark, it stays untouched for the rest of the run.
import { expectStatus } from '../common/expect.ts';
import { carriesMark } from '../../generators/carriesMark.ts';
import type { ApiClient, ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext } from '../../src/engine/types.ts';
import type { LedgerEntry, Proof } from '../../src/engine/ledger.ts';

/** The ledger kind of a development action. */
export const ACTION = 'action';

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

/** The failure of a proof: names the id the create answered with and what the record is. */
export function notOursReason(id: string, action: unknown, mark: string): string {
  const title = isObj(action) ? JSON.stringify(action.title)?.slice(0, 120) ?? 'no title' : 'no action object';
  return `B2 answered id ${id}, which reads back as a record the run did not create (title ${title}, without the run's mark ${mark}): the run leaves it untouched`;
}

/**
 * B3 of an id to prove it. Asked fresh (Cache-Control: no-cache), so that it is not the same request as an
 * earlier read that got 404 (the client answers a repeated 4xx request from memory, part 7): a write in
 * between (an upsert) may have made the record since.
 */
export function readBack(api: ApiClient, id: string): Promise<ApiResponse> {
  return api.call('getAction', { params: { id }, headers: { 'cache-control': 'no-cache' } });
}

/** Records an id a create answered with; the mark is what its read-back must carry before any write. */
export function recordCreated(api: ApiClient, id: string, mark: string): void {
  api.ledger.add({ interface: 'b', kind: ACTION, id, mark });
}

/**
 * What a B3 answer shows of an id, recorded in the ledger: the run's own (200 carrying the mark), gone (404),
 * someone else's (200 without it), or nothing either way (any other answer).
 */
export function judgeReadBack(api: ApiClient, id: string, mark: string, res: ApiResponse): Proof {
  if (res.status === 404) return 'gone';
  if (res.status !== 200 || !isObj(res.json)) return { unproven: `B3 answered ${res.status} for it, so it could not be proven the run's own and was not deleted` };
  if (carriesMark(res.json, mark)) {
    api.ledger.prove('b', ACTION, id);
    return 'own';
  }
  const reason = notOursReason(id, res.json, mark);
  api.ledger.disown('b', ACTION, id, reason);
  return { notOurs: reason };
}

/** The cleanup's proof of an action no check proved: one read-back. */
export async function proveAction(api: ApiClient, entry: LedgerEntry): Promise<Proof> {
  if (entry.mark === undefined) return 'own';
  return judgeReadBack(api, entry.id, entry.mark, await readBack(api, entry.id));
}

/**
 * A successful B3 of a recorded action a check made for its own reasons: it counts as the proof when it
 * carries the mark (no read-back of its own is then added before a write).
 */
export function noteReadBack(api: ApiClient, id: string, mark: string, res: ApiResponse): void {
  if (api.ledger.ownership('b', ACTION, id) === 'unproven' && res.status === 200 && carriesMark(res.json, mark)) api.ledger.prove('b', ACTION, id);
}

/**
 * The read-back right after a create: 200 with an action carrying the mark, or the check fails (a record
 * without the mark is left untouched, and listed so by cleanup).
 */
export async function proveCreated(t: CheckContext, id: string, mark: string): Promise<{ res: ApiResponse; action: Obj }> {
  const res = await readBack(t.api, id);
  const what = `B3 read-back of the action B2 answered with (id ${id})`;
  expectStatus(t, res, [200], what);
  if (!isObj(res.json)) t.fail(`${what}: expected the development action as a JSON object, got ${res.jsonError ? `no JSON (${res.jsonError})` : typeof res.json}`, res.exchange);
  const proof = judgeReadBack(t.api, id, mark, res);
  if (typeof proof === 'object' && 'notOurs' in proof) t.fail(proof.notOurs, res.exchange);
  return { res, action: res.json };
}

/**
 * Before a write to or the deletion of an id a create answered with: true when it is proven the run's own
 * (by an earlier read-back, else one now). A record shown to be someone else's fails the check; false when
 * it is gone or could not be read (nothing may be sent to it then).
 */
export async function ensureOwn(t: CheckContext, id: string, mark: string): Promise<boolean> {
  const state = t.api.ledger.ownership('b', ACTION, id);
  if (state === 'proven') return true;
  if (state === 'not-ours') t.fail(`B2 answered id ${id}, which reads back as a record the run did not create (shown earlier in the run): the run leaves it untouched`);
  const res = await readBack(t.api, id);
  const proof = judgeReadBack(t.api, id, mark, res);
  if (typeof proof === 'object' && 'notOurs' in proof) t.fail(proof.notOurs, res.exchange);
  return proof === 'own';
}
