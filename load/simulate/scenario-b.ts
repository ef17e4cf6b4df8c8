// Interface B traffic: listing with filters and pages, creating, reading, patching and deleting, acting
// only on actions this simulation created (and deleting them all at the end). The pool of own actions is
// bounded: a create while it is full deletes instead, so neither side's memory grows with the duration.
// An id a create answered with is written to or deleted only once a read of it carried the simulation's
// marker (a create may answer with someone else's record): a patch or delete with no proven action to act on
// reads an unproven one instead, so the proof costs no request the mix did not have; the cleanup reads back
// what was never read. A record that reads back without the marker is left untouched and reported.
import fc from 'fast-check';
import { actionPatch, type ActionPatchBody } from '../../generators/actionPatch.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import { parseJson, stringifyJson } from '../../src/http/json.ts';
import { ACTION_CREATE_STATUSES } from '../../schemas/interface-b/actionCreate.ts';
import { pathIdOf } from '../../src/http/ids.ts';
import { UnsafePathSegment } from '../../src/http/pathSegment.ts';
import { carriesMark } from '../../generators/carriesMark.ts';
import type { FixtureSet } from '../../generators/fixtureSet.ts';
import { finish, pickOne, type CleanupResult, type Scenario, type ScenarioContext } from './scenario.ts';
import type { CallOutcome } from './caller.ts';

export const B_OPERATIONS = ['list', 'create', 'read', 'patch', 'delete'] as const;
export const DEFAULT_MIX_B = { list: 40, create: 20, read: 20, patch: 10, delete: 10 };

const POOL_CAP = 1000;
const PREGENERATED = 32;
const CLEANUP_CONCURRENCY = 8;
const EXPANDS = ['tasks', 'files', 'comments', 'history'];
/** Stands for the title in a create body's JSON text until a create puts its own there. */
const TITLE_MARK = '\u0000title\u0000';
const SORT_COLUMNS = ['createdTime', 'editTime', 'deadline'];

interface Owned {
  id: string;
  /** Reads and patches under way: a delete leaves the action alone until they finished. */
  leases: number;
  /** A read of it carried the marker: only then is it patched or deleted. */
  proven: boolean;
  /** A read of it showed someone else's record. */
  disowned?: boolean;
}

export class ScenarioB implements Scenario {
  readonly operations = B_OPERATIONS;
  private readonly pool: Owned[] = [];
  /** Each create body as JSON text cut where its title goes: a create writes only its own title. */
  private readonly creates: { title: string; before: string; after: string }[];
  /** Patch bodies as JSON text. */
  private readonly patches: string[];
  private seq = 0;
  private created = 0;
  private deleted = 0;
  noId = 0;
  /** Ids of created actions that cannot go into a path: never read, patched or deleted. */
  private readonly unsafe: { id: string; reason: string }[] = [];
  /** Ids a create answered with that read back as a record the simulation did not create, and why: left untouched. */
  private readonly notOurs = new Map<string, string>();

  constructor(
    private readonly ctx: ScenarioContext,
    private readonly fixtures: FixtureSet,
    seed: number,
  ) {
    // Bodies are drawn once, small and valid, then varied by a sequence number: generating per request
    // would cost more than sending.
    const options = { marker: ctx.marker, maxItems: 2, maxFileBytes: 256, maxTextLength: 200 };
    this.creates = fc.sample(validActionBody(fixtures, options), { seed, numRuns: PREGENERATED }).map((body) => {
      const [before, after] = stringifyJson({ ...body, title: TITLE_MARK }).split(JSON.stringify(TITLE_MARK));
      return { title: body.title, before, after };
    });
    this.patches = fc
      .sample(actionPatch(fixtures, options), { seed: seed + 1, numRuns: PREGENERATED })
      .map((p: ActionPatchBody) =>
        // A patched title keeps the marker, so the run's data stays recognisable.
        stringifyJson(p.title === undefined ? p : { ...p, title: `${ctx.marker} ${p.title}` }),
      );
  }

  async iterate(operation: string, dueAt: number, signal: AbortSignal): Promise<void> {
    let op = operation;
    if ((op === 'read' || op === 'patch' || op === 'delete') && this.pool.length === 0) op = 'create';
    if (op === 'create' && this.pool.length >= POOL_CAP) op = 'delete';
    switch (op) {
      case 'list':
        return this.list(dueAt, signal);
      case 'create':
        return this.create(dueAt, signal);
      case 'read':
      case 'patch':
        return this.readOrPatch(op, dueAt, signal);
      case 'delete':
        return this.remove(dueAt, signal);
      default:
        throw new Error(`unknown interface B operation ${operation}`);
    }
  }

  private async list(dueAt: number, signal: AbortSignal): Promise<void> {
    const { random } = this.ctx;
    const limit = pickOne([1, 5, 20, 100], random);
    const params: Record<string, string | number> = { limit, offset: limit * Math.floor(random() * 4) };
    if (random() < 0.5) params.search = this.ctx.marker;
    if (random() < 0.3) params.statuses = pickSome(ACTION_CREATE_STATUSES, random).join(',');
    if (random() < 0.3 && this.fixtures.categoryIds.length) params.category_ids = pickSome(this.fixtures.categoryIds, random).join(',');
    if (random() < 0.3) {
      params.sortingColumn = pickOne(SORT_COLUMNS, random);
      params.sortingDirection = random() < 0.5 ? 'asc' : 'desc';
    }
    if (random() < 0.2) params.expand = pickSome(EXPANDS, random).join(',');
    if (random() < 0.2) params.direction = pickOne(['sent', 'received', 'all'], random);
    const outcome = await this.ctx.caller.call('listActions', { params }, signal);
    finish(this.ctx, 'list', outcome, dueAt, 'interface-b/actionList');
  }

  private async create(dueAt: number, signal: AbortSignal): Promise<void> {
    const n = ++this.seq;
    const base = this.creates[n % this.creates.length];
    const title = `${this.ctx.marker} #${n} ${base.title.slice(this.ctx.marker.length + 1)}`;
    const outcome = await this.ctx.caller.call('createAction', { json: base.before + JSON.stringify(title) + base.after }, signal);
    // The create answer's body is not shown by the spec: only its id is used, no schema is imposed.
    const json = finish(this.ctx, 'create', outcome, dueAt, undefined, outcome.status !== undefined && outcome.status < 300);
    if (outcome.status === undefined || outcome.status >= 300) return;
    let id: string | undefined;
    try {
      id = pathIdOf(json, 'the create');
    } catch (err) {
      // An answer is data: an id that is no single path segment (`.`, `..`, a separator in any encoding) never
      // goes into a later request's path, and the report lists it as left behind with why.
      if (!(err instanceof UnsafePathSegment)) throw err;
      this.unsafe.push({ id: err.value, reason: err.message });
      return;
    }
    if (id === undefined) {
      this.noId++;
      return;
    }
    // Already known as someone else's record: not the simulation's, never read again.
    if (this.notOurs.has(id)) return;
    this.created++;
    this.pool.push({ id, leases: 0, proven: false });
  }

  private async readOrPatch(op: 'read' | 'patch', dueAt: number, signal: AbortSignal): Promise<void> {
    if (op === 'read') return this.read(pickOne(this.pool, this.ctx.random), dueAt, signal);
    // A patch goes only to a proven action; with none at hand, the iteration is the read that proves one.
    const owned = this.pick((o) => o.proven);
    if (!owned) return this.proofRead(dueAt, signal);
    owned.leases++;
    try {
      const outcome = await this.ctx.caller.call('updateAction', { params: { id: owned.id }, json: pickOne(this.patches, this.ctx.random) }, signal);
      finish(this.ctx, op, outcome, dueAt, 'interface-b/action');
    } finally {
      owned.leases--;
    }
  }

  /** A read of an action not yet proven (of any when none is at hand). */
  private proofRead(dueAt: number, signal: AbortSignal): Promise<void> {
    return this.read(this.pick((o) => !o.proven) ?? pickOne(this.pool, this.ctx.random), dueAt, signal);
  }

  private async read(owned: Owned, dueAt: number, signal: AbortSignal): Promise<void> {
    owned.leases++;
    try {
      const outcome = await this.ctx.caller.call('getAction', { params: { id: owned.id } }, signal);
      const json = finish(this.ctx, 'read', outcome, dueAt, 'interface-b/action', !owned.proven);
      if (!owned.proven) this.judge(owned, outcome.status, json);
    } finally {
      owned.leases--;
    }
  }

  /** An action of the pool that `wanted` accepts, by a few random draws (no scan of the pool per request). */
  private pick(wanted: (o: Owned) => boolean): Owned | undefined {
    for (let tries = 0; tries < 8 && this.pool.length; tries++) {
      const o = this.pool[Math.floor(this.ctx.random() * this.pool.length)];
      if (wanted(o)) return o;
    }
    return undefined;
  }

  /**
   * What a read of an unproven action shows: 200 carrying the marker proves it; 200 without it takes it out of
   * the pool for good (someone else's record); any other answer proves nothing either way.
   */
  private judge(owned: Owned, status: number | undefined, json: unknown): boolean {
    if (owned.proven) return true;
    if (status !== 200 || json === undefined) return false;
    if (carriesMark(json, this.ctx.marker)) return (owned.proven = true);
    if (owned.disowned) return false;
    // Someone else's record: every answer that named it leaves the pool, and none of them counts as created.
    this.notOurs.set(owned.id, notOursReason(owned.id, json, this.ctx.marker));
    owned.disowned = true;
    this.created--;
    this.drop(owned);
    for (const other of this.pool.filter((o) => o.id === owned.id)) {
      other.disowned = true;
      this.created--;
      this.drop(other);
    }
    return false;
  }

  private async remove(dueAt: number, signal: AbortSignal): Promise<void> {
    const owned = this.takeFree();
    if (!owned) return this.proofRead(dueAt, signal);
    const outcome = await this.ctx.caller.call('deleteAction', { params: { id: owned.id } }, signal);
    finish(this.ctx, 'delete', outcome, dueAt, 'interface-b/deleteResponse');
    if (outcome.status !== undefined && outcome.status < 300) this.deleted++;
    // Not deleted (error, no answer): back in the pool, so that cleanup tries again.
    else if (outcome.status !== 404) this.pool.push(owned);
  }

  /** Takes a proven action no read or patch is using out of the pool. */
  private takeFree(): Owned | undefined {
    const owned = this.pick((o) => o.proven && o.leases === 0);
    if (owned) this.drop(owned);
    return owned;
  }

  private drop(owned: Owned): void {
    const i = this.pool.indexOf(owned);
    if (i < 0) return;
    this.pool[i] = this.pool[this.pool.length - 1];
    this.pool.pop();
  }

  async cleanup(signal: AbortSignal): Promise<CleanupResult> {
    const result: CleanupResult = { created: this.created + this.unsafe.length, deleted: this.deleted, undeletable: 0, leftBehind: [...this.unsafe] };
    const todo = this.pool.splice(0);
    let next = 0;
    const worker = async () => {
      while (next < todo.length) {
        const owned = todo[next++];
        const { id } = owned;
        if (signal.aborted) {
          result.leftBehind.push({ id, reason: 'cleanup time ran out' });
          continue;
        }
        if (!owned.proven && this.notOurs.has(id)) {
          // Another create answered the same foreign id, and its read showed it: no second read.
          owned.disowned = true;
          this.created--;
          continue;
        }
        if (!owned.proven) {
          // Never read during the run: one read-back first, and a delete only when it carries the marker.
          const read: Partial<CallOutcome> = await this.ctx.caller.call('getAction', { params: { id } }, signal).catch((err: Error) => ({ error: err?.message }));
          result.readBacks = (result.readBacks ?? 0) + (read.attempts?.length ?? 0);
          if (read.status === 404) {
            result.deleted++;
            continue;
          }
          if (!this.judge(owned, read.status, read.status === 200 ? bodyJson(read.body) : undefined)) {
            if (!owned.disowned) result.leftBehind.push({ id, reason: `not proven the simulation's own: its read-back answered ${read.status ?? read.error ?? 'nothing'}` });
            continue;
          }
        }
        const outcome = await this.ctx.caller.call('deleteAction', { params: { id } }, signal).catch((err: Error) => ({ status: undefined, error: err?.message }));
        if (outcome.status !== undefined && (outcome.status < 300 || outcome.status === 404)) result.deleted++;
        else result.leftBehind.push({ id, reason: outcome.status !== undefined ? `delete answered ${outcome.status}` : (outcome.error ?? 'no answer') });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CLEANUP_CONCURRENCY, todo.length) }, worker));
    result.created = this.created + this.unsafe.length;
    if (this.notOurs.size) result.notOurs = [...this.notOurs].map(([id, reason]) => ({ id, reason }));
    return result;
  }
}

/** Why an id is left untouched: the create's id and what it reads back as. */
function notOursReason(id: string, action: unknown, marker: string): string {
  const title = action !== null && typeof action === 'object' && 'title' in action ? JSON.stringify(action.title)?.slice(0, 120) : 'no title';
  return `the create answered id ${id}, which reads back as a record the simulation did not create (title ${title}, without its marker ${marker}): left untouched`;
}

/** A body as JSON, or undefined when it is empty or no JSON. */
function bodyJson(body: Buffer | undefined): unknown {
  if (!body?.length) return undefined;
  try {
    return parseJson(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function pickSome<T>(items: readonly T[], random: () => number): T[] {
  const n = 1 + Math.floor(random() * Math.min(2, items.length));
  const out = new Set<T>();
  while (out.size < n) out.add(pickOne(items, random));
  return [...out];
}
