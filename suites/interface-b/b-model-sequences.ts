// Part 4.2 B1-B5 as one stateful property: random sequences of creates, reads, patches, deletes and lists
// over a few of the run's own actions, each answer compared with what the model of interface B
// (model/interface-b/) predicts from the operations before it. Single-case checks build one small scenario
// each; faults live between scenarios (a patch whose effect depends on what else it carries, a delete or a
// read that finds a record by its title rather than its id, a copy of a record kept from an earlier read,
// a list that still holds a deleted record), so the sequences are drawn to make near-collisions likely:
// several actions with the same or nearly the same title (a trailing space, another letter case), a field
// patched to the value it already has, deadlines on either side of a second and written with another
// offset, descriptions that differ only by whitespace, patches and reads of an action already deleted, and a
// second delete. fast-check shrinks a divergence to the shortest sequence that still shows it.
//
// The sequences stay where the specification decides: only single-valued fields are patched (how a patched
// list behaves is not shown), a patch refused with 400 is allowed (changeable fields and status transitions
// are not shown) and leaves the fields it carried unjudged, and a list is judged only on the sequence's own
// actions, asked for those created after a bound well before the first of them.
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import {
  create,
  createdFromBound,
  determinedOf,
  emptyState,
  judgeAction,
  judgeList,
  judgeStatus,
  list,
  MODEL_REQUIREMENTS,
  patch,
  read,
  remove,
  type ActionState,
  type CreationBody,
  type Divergence,
  type ScalarField,
  type ScalarFields,
  type StatusPrediction,
} from '../../model/interface-b/index.ts';
import { walk } from './list/query.ts';
import { PLAIN_BENEFITS } from './openPoints.ts';
import { createAction, deleteOwnAction, mustOwn, releaseAction, runMarker, updateOwnAction } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';

/** Commands per sequence at most: the request cost of the check is about this times the sequences. */
const MAX_COMMANDS = 25;
/** Actions created per sequence at most (live or deleted): few, so that commands meet on the same ones. */
const MAX_ACTIONS = 3;
const STATUSES = ['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed'];
/** Title endings: the first one half the time (namesakes), a trailing space, another case, one letter more. */
const TITLE_ENDINGS = ['near', 'near', 'near', 'near ', 'Near', 'near2'];
const DESCRIPTIONS = ['', ' ', 'near', 'near ', 'Near'];
/** Deadlines at and past the edge of a second, and the first one written with another offset. */
const DEADLINES = ['2031-01-01T00:00:00Z', '2031-01-01T00:00:00.999Z', '2030-12-31T23:59:59Z', '2031-01-01T01:00:00+01:00', '2030-12-31T23:59:59.001Z'];
/** What a patch sends for a field: an index in its pool, or 'same' (the value the model holds). */
type Pick = number | 'same';

/** Sequences in a run: few, since each is a chain of up to MAX_COMMANDS requests (17 for the default 100 runs). */
export function sequenceRuns(t: CheckContext): number {
  return Math.max(1, Math.round(t.runs / 6));
}

interface Model {
  state: ActionState;
  /** Names of every action created so far (a0, a1 ...), live or deleted. */
  keys: string[];
  marker: string;
  /** A word of this sequence's own, in every title and tag set. */
  word: string;
  categoryIds: readonly number[];
  /** The title the last create sent. */
  lastTitle?: string;
  /** Requests answered with a 4xx: part 7 forbids sending them again unchanged, and the run's client answers a repeat from memory. */
  refused: Set<string>;
}

interface Real {
  t: CheckContext;
  log: string[];
  /** Patches refused with 400 (allowed: changeable fields are not shown). */
  refusedPatches: { n: number };
}

type Command = fc.AsyncCommand<Model, Real>;

function title(m: Readonly<Model>, i: number): string {
  return `${m.marker} ${m.word} ${TITLE_ENDINGS[i % TITLE_ENDINGS.length]}`;
}

function fail(real: Real, d: Divergence, res: ApiResponse): never {
  real.t.fail(`${d.requirement}: ${d.message}. Sequence: ${real.log.join('; ')}`, res.exchange);
}

/** Judges the status of an answer, and the body a 2xx must carry. */
function judgeAnswer(real: Real, p: StatusPrediction, res: ApiResponse, what: string): void {
  const d = judgeStatus(p, res.status, what);
  if (d) fail(real, d, res);
  if (res.status >= 300 || !p.body || !p.bodyRequirement) return;
  const body = res.json as Record<string, unknown> | null | undefined;
  if (p.body === 'message' && (body === null || typeof body !== 'object' || typeof body.message !== 'string')) {
    fail(real, { requirement: p.bodyRequirement, message: `${what} answered ${res.status} without an object carrying a string message` }, res);
  }
}

const keyOf = (m: Readonly<Model>, pick: number): string => m.keys[pick % m.keys.length];

class Create implements Command {
  constructor(
    /** An index in TITLE_ENDINGS, or 'again': the title the last create sent (a namesake). */
    readonly title: number | 'again',
    readonly status: number,
    readonly category: number,
    readonly allow: boolean,
    readonly description: number | undefined,
    readonly deadline: number | undefined,
  ) {}
  check(m: Readonly<Model>): boolean {
    return m.keys.length < MAX_ACTIONS;
  }
  async run(m: Model, r: Real): Promise<void> {
    const { t } = r;
    const key = `a${m.keys.length}`;
    const body: CreationBody & { benefits: Record<string, unknown> } = {
      status: STATUSES[this.status],
      title: this.title === 'again' && m.lastTitle !== undefined ? m.lastTitle : title(m, this.title === 'again' ? 0 : this.title),
      categoryId: m.categoryIds[this.category % m.categoryIds.length],
      allowTaskEditingForPartners: this.allow,
      ...(this.description === undefined ? {} : { description: DESCRIPTIONS[this.description] }),
      ...(this.deadline === undefined ? {} : { deadline: DEADLINES[this.deadline] }),
      benefits: { ...(t.settings.fixtures.benefits ?? PLAIN_BENEFITS) },
      tags: [m.marker, m.word],
    };
    m.lastTitle = body.title;
    const outcome = create(m.state, key, body);
    // Sent, recorded for cleanup and read back to prove it the run's own (./support.ts).
    const created = await createAction(t, body);
    r.log.push(`B2 ${key} ${JSON.stringify({ title: body.title.slice(m.marker.length + m.word.length + 2), status: body.status, description: body.description, deadline: body.deadline })}: ${created.res.status} id ${created.id}`);
    judgeAnswer(r, outcome.prediction, created.res, `B2 of ${key}`);
    m.state = outcome.after(created.id, determinedOf(created.read.action));
    m.keys.push(key);
    // The read-back is the action's first B3: it shows the fields as sent.
    const a = m.state.actions.get(key)!;
    const d = judgeAction(a, created.read.action)[0];
    if (d) fail(r, { ...d, message: `B3 right after the create: ${d.message}` }, created.read.res);
  }
  toString(): string {
    return `B2(${this.title === 'again' ? 'again' : TITLE_ENDINGS[this.title]}, ${STATUSES[this.status]}, c${this.category}, ${this.allow}, desc ${this.description ?? '-'}, deadline ${this.deadline ?? '-'})`;
  }
}

class Read implements Command {
  constructor(readonly pick: number) {}
  check(m: Readonly<Model>): boolean {
    return m.keys.length > 0;
  }
  async run(m: Model, r: Real): Promise<void> {
    const key = keyOf(m, this.pick);
    const p = read(m.state, key)!;
    const id = p.kind === 'found' ? p.action.id : p.id;
    const res = await r.t.api.call('getAction', { params: { id } });
    r.log.push(`B3 ${key}${p.kind === 'gone' ? ' (deleted)' : ''}: ${res.status}`);
    if (p.kind === 'gone') {
      if (res.status !== 404) fail(r, { requirement: p.requirement, message: `B3 of ${key} (id ${id}), deleted earlier in the sequence, answered ${res.status}, where the model predicts 404` }, res);
      return;
    }
    if (res.status !== 200) fail(r, { requirement: p.requirement, message: `B3 of ${key} (id ${id}) answered ${res.status}, where the model predicts 200 with the action` }, res);
    const d = judgeAction(p.action, res.json)[0];
    if (d) fail(r, d, res);
  }
  toString(): string {
    return `B3(#${this.pick})`;
  }
}

const FIELD_POOLS: Record<ScalarField, (m: Readonly<Model>, i: number) => unknown> = {
  title: (m, i) => title(m, i),
  status: (_m, i) => STATUSES[i % STATUSES.length],
  categoryId: (m, i) => m.categoryIds[i % m.categoryIds.length],
  allowTaskEditingForPartners: (_m, i) => i % 2 === 1,
  description: (_m, i) => DESCRIPTIONS[i % DESCRIPTIONS.length],
  deadline: (_m, i) => DEADLINES[i % DEADLINES.length],
};

class Patch implements Command {
  constructor(
    readonly pick: number,
    readonly picks: Partial<Record<ScalarField, Pick>>,
  ) {}
  check(m: Readonly<Model>): boolean {
    return m.keys.length > 0;
  }
  /** The patch body: each field picked, 'same' taking the value the model holds (left out when it holds none or doubts it). */
  private fields(m: Readonly<Model>, key: string): ScalarFields {
    const held = m.state.actions.get(key);
    const out: Record<string, unknown> = {};
    for (const [f, pick] of Object.entries(this.picks) as [ScalarField, Pick][]) {
      if (pick !== 'same') out[f] = FIELD_POOLS[f](m, pick);
      else if (held?.fields[f] !== undefined && !held.doubtful.includes(f)) out[f] = held.fields[f]!.value;
    }
    if (Object.keys(out).length === 0) out.title = title(m, 0);
    return out as ScalarFields;
  }
  async run(m: Model, r: Real): Promise<void> {
    const { t } = r;
    const key = keyOf(m, this.pick);
    const fields = this.fields(m, key);
    const gone = !m.state.actions.has(key);
    const id = gone ? m.state.deleted.get(key)! : m.state.actions.get(key)!.id;
    const request = JSON.stringify(['B4', id, fields]);
    if (m.refused.has(request)) return;
    const outcome = patch(m.state, key, fields);
    const res = await updateOwnAction(t, id, { body: fields });
    r.log.push(`B4 ${key}${gone ? ' (deleted)' : ''} ${JSON.stringify(fields).replaceAll(`${m.marker} ${m.word} `, '…')}: ${res.status}`);
    if (res.status >= 400 && res.status < 500) m.refused.add(request);
    if (res.status === 400 && !gone) r.refusedPatches.n++;
    judgeAnswer(r, outcome.prediction, res, `B4 of ${key} (id ${id})`);
    m.state = outcome.after(res.status);
    if (res.status !== 200) return;
    // "Response 200 body: the development action": as the patch left it.
    const d = judgeAction(m.state.actions.get(key)!, res.json)[0];
    if (d) fail(r, { requirement: 'R-B4-answers-action', message: `the B4 answer: ${d.message}` }, res);
  }
  toString(): string {
    return `B4(#${this.pick}, ${JSON.stringify(this.picks)})`;
  }
}

class Delete implements Command {
  constructor(
    readonly pick: number,
    /** 'live': one of the actions not deleted yet (when there is one); 'any': a deleted one too (a second delete). */
    readonly among: 'live' | 'any',
  ) {}
  check(m: Readonly<Model>): boolean {
    return m.keys.length > 0;
  }
  async run(m: Model, r: Real): Promise<void> {
    const { t } = r;
    const live = m.keys.filter((k) => m.state.actions.has(k));
    const key = this.among === 'live' && live.length > 0 ? live[this.pick % live.length] : keyOf(m, this.pick);
    const gone = !m.state.actions.has(key);
    const id = gone ? m.state.deleted.get(key)! : m.state.actions.get(key)!.id;
    const outcome = remove(m.state, key);
    let res: ApiResponse;
    if (gone) {
      // Proven the run's own when it was created (the proof outlives its deletion).
      await mustOwn(t, id, 'delete');
      res = await t.api.call('deleteAction', { params: { id } });
    } else {
      res = await deleteOwnAction(t, id);
    }
    r.log.push(`B5 ${key}${gone ? ' (deleted)' : ''}: ${res.status}`);
    judgeAnswer(r, outcome.prediction, res, `B5 of ${key} (id ${id})`);
    m.state = outcome.after;
    // A read right after the delete (a first delete; a second one's id was read as gone already): the
    // deletion took this action, not another.
    if (!gone) await new Read(m.keys.indexOf(key)).run(m, r);
  }
  toString(): string {
    return `B5(#${this.pick} of ${this.among})`;
  }
}

class List implements Command {
  constructor(readonly statuses: number[] | undefined) {}
  check(m: Readonly<Model>): boolean {
    return createdFromBound(m.state) !== undefined;
  }
  async run(m: Model, r: Real): Promise<void> {
    const from = createdFromBound(m.state)!;
    const statuses = this.statuses && [...new Set(this.statuses.map((i) => STATUSES[i]))];
    const p = list(m.state, from, statuses);
    const params = { created_at_from: new Date(from).toISOString(), ...(statuses ? { statuses: statuses.join(',') } : {}) };
    const w = await walk(r.t, params);
    const own = w.items.filter((it) => m.keys.some((k) => [m.state.actions.get(k)?.id, m.state.deleted.get(k)].includes(String((it as { id?: unknown }).id))));
    r.log.push(`B1 ${statuses ? `statuses=${statuses.join(',')}` : 'all'}: ${w.pages[0].res.status}, ${own.length} own item(s)`);
    const d = judgeList(m.state, p, w.items)[0];
    if (d) fail(r, d, w.pages[0].res);
  }
  toString(): string {
    return `B1(${this.statuses ? this.statuses.map((i) => STATUSES[i]).join(',') : 'all'})`;
  }
}

const pick = fc.constantFrom<Pick>(0, 1, 2, 3, 4, 'same', 'same');
const patchPicks = fc
  .record(
    { title: pick, status: pick, categoryId: pick, allowTaskEditingForPartners: pick, description: pick, deadline: pick },
    { requiredKeys: [], noNullPrototype: true },
  )
  .filter((x) => Object.keys(x).length > 0);
const index = (n: number) => fc.integer({ min: 0, max: n - 1 });
const creates = fc
  .tuple(fc.oneof(index(TITLE_ENDINGS.length), fc.constant<'again'>('again')), index(STATUSES.length), fc.nat(3), fc.boolean(), fc.option(index(DESCRIPTIONS.length), { nil: undefined }), fc.option(index(DEADLINES.length), { nil: undefined }))
  .map(([ti, s, c, a, d, dl]): Command => new Create(ti, s, c, a, d, dl));
const reads = fc.nat().map((p): Command => new Read(p));
const patches = fc.tuple(fc.nat(), patchPicks).map(([p, f]): Command => new Patch(p, f));
const deletes = fc.tuple(fc.nat(), fc.constantFrom<'live' | 'any'>('live', 'live', 'live', 'any')).map(([p, a]): Command => new Delete(p, a));
const lists = fc.option(fc.array(index(STATUSES.length), { minLength: 1, maxLength: 2 }), { nil: undefined }).map((s): Command => new List(s));
const commands = fc.commands<Model, Real, false>(
  [
    // Weighted by repetition. Creates often: every command before the first create is skipped (nothing to
    // read, patch or delete yet), and namesakes need two. Deletes often: a fault of B5 shows only once an
    // action has a namesake.
    creates,
    creates,
    creates,
    reads,
    reads,
    patches,
    patches,
    patches,
    deletes,
    deletes,
    lists,
  ],
  { maxCommands: MAX_COMMANDS, size: 'max' },
);

export const bModelSequences: CheckDefinition = {
  id: 'B.model-sequences',
  title: 'random sequences of B1-B5 over namesake actions, repeated values, second edges and deleted ids: every answer is what the model predicts',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2',
  // What the model predicts, each prediction naming one of them.
  requirements: [...MODEL_REQUIREMENTS],
  property: true,
  // Alone, after the concurrent checks, one sequence after another: a kept copy of a record shows only while
  // no other write (which may clear a cache) comes between, and the list bound then holds only the sequence's
  // own actions besides what other clients create.
  exclusive: true,
  async run(t) {
    const categoryIds = t.settings.fixtures.categoryIds;
    if (categoryIds.length === 0) t.skip('the profile declares no category id (b.fixtures.categoryIds), and categoryId is required at creation');
    const marker = await runMarker(t);
    const refusedPatches = { n: 0 };
    let sequences = 0;
    let operations = 0;
    await t.property(
      commands,
      async (cmds) => {
        // A word of its own for every sequence (and every replay while shrinking): no sequence sees another's titles.
        const model: Model = { state: emptyState, keys: [], marker, word: `seq${randomBytes(3).toString('hex')}`, categoryIds, refused: new Set() };
        const real: Real = { t, log: [], refusedPatches };
        try {
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        } finally {
          sequences++;
          operations += real.log.length;
          for (const a of model.state.actions.values()) await releaseAction(t, a.id);
        }
      },
      { runs: sequenceRuns(t), sequential: true },
    );
    t.note(`${operations} operations in ${sequences} sequences${refusedPatches.n > 0 ? `; ${refusedPatches.n} patch(es) refused with 400 (changeable fields and status transitions are not shown)` : ''}`);
  },
};
