// Interface B traffic: listing with filters and pages, creating, reading, patching and deleting, acting
// only on actions this simulation created (and deleting them all at the end). The pool of own actions is
// bounded: a create while it is full deletes instead, so neither side's memory grows with the duration.
import fc from 'fast-check';
import { actionPatch, type ActionPatchBody } from '../../generators/actionPatch.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import { stringifyJson } from '../../src/http/json.ts';
import { ACTION_CREATE_STATUSES } from '../../schemas/interface-b/actionCreate.ts';
import { pathIdOf } from '../../src/http/ids.ts';
import { UnsafePathSegment } from '../../src/http/pathSegment.ts';
import type { FixtureSet } from '../../generators/fixtureSet.ts';
import { finish, pickOne, type CleanupResult, type Scenario, type ScenarioContext } from './scenario.ts';

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
    this.created++;
    this.pool.push({ id, leases: 0 });
  }

  private async readOrPatch(op: 'read' | 'patch', dueAt: number, signal: AbortSignal): Promise<void> {
    const owned = pickOne(this.pool, this.ctx.random);
    owned.leases++;
    try {
      const outcome =
        op === 'read'
          ? await this.ctx.caller.call('getAction', { params: { id: owned.id } }, signal)
          : await this.ctx.caller.call('updateAction', { params: { id: owned.id }, json: pickOne(this.patches, this.ctx.random) }, signal);
      finish(this.ctx, op, outcome, dueAt, 'interface-b/action');
    } finally {
      owned.leases--;
    }
  }

  private async remove(dueAt: number, signal: AbortSignal): Promise<void> {
    const owned = this.takeFree();
    if (!owned) return this.readOrPatch('read', dueAt, signal);
    const outcome = await this.ctx.caller.call('deleteAction', { params: { id: owned.id } }, signal);
    finish(this.ctx, 'delete', outcome, dueAt, 'interface-b/deleteResponse');
    if (outcome.status !== undefined && outcome.status < 300) this.deleted++;
    // Not deleted (error, no answer): back in the pool, so that cleanup tries again.
    else if (outcome.status !== 404) this.pool.push(owned);
  }

  /** Takes an action no read or patch is using out of the pool. */
  private takeFree(): Owned | undefined {
    for (let tries = 0; tries < 8 && this.pool.length; tries++) {
      const i = Math.floor(this.ctx.random() * this.pool.length);
      if (this.pool[i].leases === 0) {
        const owned = this.pool[i];
        this.pool[i] = this.pool[this.pool.length - 1];
        this.pool.pop();
        return owned;
      }
    }
    return undefined;
  }

  async cleanup(signal: AbortSignal): Promise<CleanupResult> {
    const result: CleanupResult = { created: this.created + this.unsafe.length, deleted: this.deleted, undeletable: 0, leftBehind: [...this.unsafe] };
    const todo = this.pool.splice(0);
    let next = 0;
    const worker = async () => {
      while (next < todo.length) {
        const { id } = todo[next++];
        if (signal.aborted) {
          result.leftBehind.push({ id, reason: 'cleanup time ran out' });
          continue;
        }
        const outcome = await this.ctx.caller.call('deleteAction', { params: { id } }, signal).catch((err: Error) => ({ status: undefined, error: err?.message }));
        if (outcome.status !== undefined && (outcome.status < 300 || outcome.status === 404)) result.deleted++;
        else result.leftBehind.push({ id, reason: outcome.status !== undefined ? `delete answered ${outcome.status}` : (outcome.error ?? 'no answer') });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CLEANUP_CONCURRENCY, todo.length) }, worker));
    return result;
  }
}

function pickSome<T>(items: readonly T[], random: () => number): T[] {
  const n = 1 + Math.floor(random() * Math.min(2, items.length));
  const out = new Set<T>();
  while (out.size < n) out.add(pickOne(items, random));
  return [...out];
}
