// A refused write changes nothing (interface B): each generated refused B2, B4 or B5 is bracketed by reads
// of what it could have changed. B4 and B5 of the run's own action: B3 of that action just before and
// after, compared whole (editTime and history included; lists as collections). B2, and B4 of an unknown
// id: B1 searched for a word unique to the refused request (stamped into its title and description), which
// lists any action it left behind; and B3 of the unknown id, which must stay 404. A request the target
// does not refuse (2xx) is another check's business: whatever it created is deleted, and it proves nothing.
import fc from 'fast-check';
import { actionPatch } from '../../generators/actionPatch.ts';
import { brokenActionBody } from '../../generators/brokenActionBody.ts';
import { WHOLE_BODY, type BrokenKind } from '../../generators/brokenCase.ts';
import { refusalPairs, refusedWrites, type BodyCase, type RefusalKind, type RefusedWrite, type WriteOperation } from '../../generators/refusedWrite.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import { DEFAULT_OPERATIONS_B, type OperationNameB } from '../../src/defaults.ts';
import { describe } from '../../src/http/json.ts';
import { credentialsFor, isRefusal, markBody, refusalToken, refusedAnswer } from '../common/refusal.ts';
import { canonical, changedFields, stateDiff, without } from '../common/stateDiff.ts';
import { writeOperations } from '../common/writeOperations.ts';
import { discardCreated, fixturesOf, minimalBody, sendCreate, unknownActionId } from './probe.ts';
import { unknownToken } from './auth.ts';
import { createAction, pathIdOf, releaseAction, runMarker } from './support.ts';
import { judgeReadBack, readBack, recordCreated } from './ownership.ts';
import type { ApiResponse, CallOptions } from '../../src/engine/api.ts';
import type { CheckContext, Exchange } from '../../src/engine/types.ts';

type Obj = Record<string, unknown>;
type WriteB = 'createAction' | 'updateAction' | 'deleteAction';

const LABEL: Record<WriteB, string> = { createAction: 'B2', updateAction: 'B4', deleteAction: 'B5' };

/** Broken bodies that make a creation invalid (malformed JSON apart). */
const INVALID_CREATE: readonly BrokenKind[] = ['missing-required', 'wrong-type', 'null-not-allowed', 'bad-format', 'bad-enum', 'bad-item', 'non-object'];
/** The same for a patch, which may leave out any field. */
const INVALID_PATCH: readonly BrokenKind[] = INVALID_CREATE.filter((k) => k !== 'missing-required');

/**
 * Runs of a refusal property whose runs each send one refused request of every one of `pairs` kinds (and
 * two or three reads around each): about 0.4 refused requests per --runs, at least two of each kind.
 */
export function refusalRuns(t: CheckContext, pairs: number): number {
  return Math.max(2, Math.ceil((t.runs * 0.4) / pairs));
}

function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The top-level field a broken field path belongs to (`benefits.annualSpend` → `benefits`). */
function topField(path: string): string {
  return path.split(/[.[]/)[0];
}

/**
 * An invalid patch: a valid text field first, then the broken one, so that a target applying fields one
 * by one until the bad one is caught with the valid field set. A body broken as a whole goes as it is.
 */
function invalidPatch(c: BodyCase, marker: string): BodyCase {
  if (c.field === undefined || c.field === WHOLE_BODY || !isObj(c.body)) return c;
  const broken = topField(c.field);
  const valid = broken === 'description' ? 'title' : 'description';
  return { ...c, label: `${valid} (valid) and ${c.label}`, body: { [valid]: `${marker} refused patch`, [broken]: c.body[broken] } };
}

/** The write operations of interface B as the profile places them. */
function writesB(t: CheckContext): WriteOperation<WriteB>[] {
  return writeOperations(t, (Object.keys(DEFAULT_OPERATIONS_B) as OperationNameB[]).filter((n): n is WriteB => n in LABEL));
}

function roundArbitrary(t: CheckContext, refusals: readonly RefusalKind[], marker: string): fc.Arbitrary<RefusedWrite<WriteB>[]> {
  const fixtures = fixturesOf(t);
  const small = { marker, nulls: false, maxItems: 2, maxFileBytes: 256, maxTextLength: 200 } as const;
  return refusedWrites(writesB(t), {
    refusals,
    validBody: (op) => (op === 'createAction' ? validActionBody(fixtures, small) : actionPatch(fixtures, small)),
    brokenBody: (op, refusal) => {
      const kinds = refusal === 'malformed-json' ? (['malformed-json'] as const) : op === 'createAction' ? INVALID_CREATE : INVALID_PATCH;
      const cases = brokenActionBody(fixtures, { marker, kinds }).map((c): BodyCase => ({ label: c.label, body: c.body, rawBody: c.rawBody, field: c.field }));
      return op === 'updateAction' ? cases.map((c) => invalidPatch(c, marker)) : cases;
    },
  });
}

/** The case's body with the token in front of its title and description (where those are not what is broken). */
function stamped(c: RefusedWrite<WriteB>, token: string): Pick<CallOptions, 'body' | 'rawBody' | 'contentType'> {
  if (c.rawBody !== undefined) return { rawBody: c.rawBody, ...(c.contentType ? { contentType: c.contentType } : {}) };
  if (c.body === undefined) return {};
  const broken = c.field === undefined ? undefined : topField(c.field);
  return {
    body: markBody(c.body, (o) => {
      if (typeof o.title === 'string') o.title = `${token} ${o.title}`;
      if (broken !== 'description' && (typeof o.description === 'string' || o.description === undefined)) o.description = `${token} ${o.description ?? ''}`.trim();
      return o;
    }),
  };
}

interface Tally {
  refused: number;
  accepted: number;
  /** Reads that could not show the state (a B1 search that is not answered 200 with a data array). */
  unobserved: number;
}

/** The property: every refused write of the given kinds leaves the state as it was. */
export async function refusalsChangeNothing(t: CheckContext, refusals: readonly RefusalKind[]): Promise<void> {
  const marker = await runMarker(t);
  let kinds = refusals;
  let unknownId: string | undefined;
  if (kinds.includes('unknown-id')) {
    const unknown = await unknownActionId(t);
    unknownId = unknown.id;
    if (unknownId === undefined) {
      kinds = kinds.filter((k) => k !== 'unknown-id');
      t.note(`writes of an unknown id left out: ${unknown.reason ?? 'no unknown id'}`);
    }
  }
  const pairs = refusalPairs(writesB(t), kinds).length;
  if (pairs === 0) t.skip('no write operation can be refused so');
  const arb = roundArbitrary(t, kinds, marker);
  const tally: Tally = { refused: 0, accepted: 0, unobserved: 0 };
  // The run's own action that B4 and B5 are sent to; made again when a write that was not refused removed it.
  let target: string | undefined;
  const ensureTarget = async (): Promise<string> => (target ??= (await createAction(t, await minimalBody(t, 'refusal target', { description: 'refusal target' }))).id);

  try {
    await t.property(
      arb,
      async (round) => {
        for (const c of round) await probe(c);
      },
      { runs: refusalRuns(t, pairs), sequential: true },
    );
  } finally {
    if (target !== undefined) await releaseAction(t, target);
  }
  if (tally.refused === 0) t.skip(`the target refused none of the ${tally.accepted} writes sent, so no refusal could be observed`);
  t.note(`${tally.refused} refused writes read back unchanged${tally.accepted > 0 ? `; ${tally.accepted} not refused (other checks judge those)` : ''}${tally.unobserved > 0 ? `; ${tally.unobserved} B1 searches not answered with a list` : ''}`);

  /** One refused request, bracketed by the reads of what it could change. */
  async function probe(c: RefusedWrite<WriteB>): Promise<void> {
    const token = refusalToken();
    const onTarget = c.operation !== 'createAction' && c.refusal !== 'unknown-id';
    const id = onTarget ? await ensureTarget() : c.refusal === 'unknown-id' ? unknownId : undefined;
    const before = onTarget ? await readOwn(t, id!) : undefined;
    if (before && !before.action) {
      target = undefined;
      return;
    }
    const res = await send(t, c, id, token);
    const what =
      c.refusal === 'unknown-id' ? `${LABEL[c.operation]} of the unknown id ${id}` : `${LABEL[c.operation]}${onTarget ? ` of the run's own action ${id}` : ''} ${c.label}`;
    if (!isRefusal(res.status)) {
      tally.accepted++;
      await afterAccepted(t, c, res, id, token);
      if (onTarget && c.operation === 'deleteAction' && res.status < 300) target = undefined;
      return;
    }
    tally.refused++;
    const problems: string[] = [];
    let evidence: Exchange | undefined;
    const found = (problem: string, exchange: Exchange) => {
      problems.push(problem);
      evidence ??= exchange;
    };
    if (before) {
      const moved = await ownActionMoved(t, id!, before);
      if (moved?.gone) target = undefined;
      if (moved) found(moved.text, moved.exchange);
    }
    if (c.refusal === 'unknown-id') {
      const after = await t.api.call('getAction', { params: { id: id! } });
      if (after.status !== 404) {
        found(`B3 of the unknown id ${id} answers ${after.status} after the refusal (404 before)${after.status < 300 ? `: ${describe(after.json, 300)}` : ''}`, after.exchange);
        if (after.status >= 200 && after.status < 300) await removeTrace(t, id!, token);
      }
    }
    if (c.operation === 'createAction' || c.refusal === 'unknown-id') {
      const trace = await searchTrace(t, token);
      if (trace === undefined) tally.unobserved++;
      else if (trace.ids.length > 0) found(`B1 with search=${token} (the word stamped into the refused request only) lists ${trace.ids.length} action(s) carrying it: ${trace.shown}`, trace.exchange);
    }
    if (problems.length > 0) t.fail(`${refusedAnswer(what, res)}, yet it changed the state: ${problems.join('; ')}`, evidence);
  }
}

/** Sends the case: its body stamped with the token, its id, the credentials its refusal calls for. */
function send(t: CheckContext, c: RefusedWrite<WriteB>, id: string | undefined, token: string): Promise<ApiResponse> {
  const options: CallOptions = {
    ...stamped(c, token),
    params: id === undefined ? {} : { id },
    auth: credentialsFor(c.refusal, () => ({ header: 'Authorization', value: `Bearer ${unknownToken()}` })),
  };
  // Whatever a create that is not refused makes is recorded for cleanup (sendCreate).
  return c.operation === 'createAction' ? sendCreate(t, options) : t.api.call(c.operation, options);
}

/** A write the target took: nothing to judge here; what it created goes. */
async function afterAccepted(t: CheckContext, c: RefusedWrite<WriteB>, res: ApiResponse, id: string | undefined, token: string): Promise<void> {
  if (c.operation === 'createAction') return discardCreated(t, res);
  if (c.refusal !== 'unknown-id' || id === undefined) return;
  const after = await t.api.call('getAction', { params: { id } });
  if (after.status >= 200 && after.status < 300) await removeTrace(t, id, token);
}

interface OwnRead {
  /** Undefined when B3 answers 404: the action is gone. */
  action?: Obj;
  exchange: Exchange;
}

/** B3 of the run's own action (404: gone); any other answer than 200 with an object fails the check. */
async function readOwn(t: CheckContext, id: string): Promise<OwnRead> {
  const res = await t.api.call('getAction', { params: { id } });
  if (res.status === 404) return { exchange: res.exchange };
  if (res.status !== 200 || !isObj(res.json)) t.fail(`B3 of the run's action ${id} around a refused write: expected 200 with the action, got ${res.status}`, res.exchange);
  return { action: res.json, exchange: res.exchange };
}

/**
 * What moved in the run's action since `before` (read with an action): whether it is gone, the lines of a
 * diff, and the read that shows it; undefined when nothing moved. A field that also moves between two
 * reads with nothing sent in between (a view counter, a computed age) is left out: only a change the
 * refused write made counts.
 */
async function ownActionMoved(t: CheckContext, id: string, before: OwnRead): Promise<{ gone?: true; text: string; exchange: Exchange } | undefined> {
  const gone = (read: OwnRead) => ({ gone: true as const, text: `the action ${id} is gone: B3 answers 404 after the refusal, 200 before`, exchange: read.exchange });
  const after = await readOwn(t, id);
  if (!after.action) return gone(after);
  if (canonical(before.action) === canonical(after.action)) return undefined;
  const again = await readOwn(t, id);
  if (!again.action) return gone(again);
  const volatile = changedFields(after.action, again.action);
  const diff = stateDiff(without(before.action!, volatile), without(after.action, volatile));
  if (diff.length === 0) return undefined;
  return { text: `B3 of the action ${id}, before → after: ${diff.join('; ')}`, exchange: after.exchange };
}

/** B1 searched for the token: the actions carrying it, or undefined when the answer shows no list. */
export async function searchTrace(t: CheckContext, token: string): Promise<{ ids: string[]; shown: string; exchange: Exchange } | undefined> {
  const res = await t.api.call('listActions', { params: { search: token, limit: 100 } });
  const data = isObj(res.json) ? res.json.data : undefined;
  if (res.status !== 200 || !Array.isArray(data)) return undefined;
  // A search may match loosely: only an action that carries the token itself is a trace.
  const traces = data.filter((item) => canonical(item).includes(token));
  // An id B1 answered goes into a path only as a single segment (src/http/pathSegment.ts): another fails here, naming B1.
  const ids = traces.map((item) => pathIdOf(item, 'B1')).filter((x): x is string => x !== undefined);
  for (const id of ids) await removeTrace(t, id, token);
  return { ids, shown: traces.map((x) => describe(x, 300)).join(', '), exchange: res.exchange };
}

/** An action a refused (or accepted) request of the run left behind: recorded and deleted. */
async function removeTrace(t: CheckContext, id: string, token: string): Promise<void> {
  // The run's request made it: its mark is the word stamped into that request alone (an upsert keeps no
  // title). Deleted only once a read-back carries it; otherwise cleanup lists it as not ours.
  recordCreated(t.api, id, token);
  if (t.api.ledger.deferCleanup) return;
  const proof = judgeReadBack(t.api, id, token, await readBack(t.api, id));
  if (proof === 'own') await releaseAction(t, id);
}
