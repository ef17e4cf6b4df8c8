// The B1 data set: actions the run creates once, with varied statuses, categories, responsible users,
// deadlines, sharing targets, tasks and files, and an in-memory model of them that every B1 check
// compares the list with. The attributes come from a fixed seed, so that `--seed N --only <id>` replays a
// property against the same data set shape; every title carries the run marker.
import { setTimeout as sleep } from 'node:timers/promises';
import type { CheckContext } from '../../../src/engine/types.ts';
import { createAction, runMarker, updateOwnAction, type Created } from '../support.ts';
import { bodyFor, plans } from './dataset-bodies.ts';
import type { OwnAction } from './ownAction.ts';
import { itemAuthorCompanyId, itemAuthorUserId, type Item } from './items.ts';
import type { Params } from './query.ts';
import { boundText, boundsAround, micros } from './time.ts';

export type { OwnAction };

/** Created in waves, so that creation times differ and range bounds can fall between them. */
const WAVES = 3;
const CONCURRENCY = 5;


export interface Dataset {
  marker: string;
  actions: OwnAction[];
  /** The user and company the run's client acts for, as the target reported them. */
  me: { userId?: string; companyId?: string };
  /** Narrows a query to the run's time: created_at_from well before the first own action. */
  base: Params;
  /**
   * Narrows a query to the data set's creation: created_at_from just before the first own action and
   * created_at_to just after the last, so that what other clients create later stays out of comparisons
   * between requests.
   */
  window: Params;
  /** Bounds (µs) that fall between the data set's creation times, and between its edit times. */
  createdBounds: number[];
  editedBounds: number[];
}

type Built = { ok: true; ds: Dataset } | { ok: false; reason: string };

/** The data set, built by the first B1 check that asks; a data set that cannot be built skips the check. */
export async function dataset(t: CheckContext): Promise<Dataset> {
  const built = await t.shared<Built>('b1.dataset', () =>
    build(t).then(
      (ds): Built => ({ ok: true, ds }),
      (err: unknown): Built => ({ ok: false, reason: err instanceof Error ? err.message : String(err) }),
    ),
  );
  if (!built.ok) t.skip(`the B1 data set could not be created: ${built.reason}`);
  return built.ds;
}

async function inBatches<T, R>(values: T[], size: number, fn: (v: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < values.length; i += size) out.push(...(await Promise.all(values.slice(i, i + size).map(fn))));
  return out;
}

function asItem(json: unknown): Item | undefined {
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Item) : undefined;
}

/** The user and company the caller acts for: the author of its action, from the create answer or a read. */
async function whoAmI(t: CheckContext, id: string, answer: Item | undefined): Promise<Dataset['me']> {
  let item = answer;
  if (!item || itemAuthorUserId(item) === undefined || itemAuthorCompanyId(item) === undefined) {
    const res = await t.api.call('getAction', { params: { id } });
    if (res.status === 200) item = asItem(res.json);
  }
  return { userId: item && itemAuthorUserId(item), companyId: item && itemAuthorCompanyId(item) };
}

async function build(t: CheckContext): Promise<Dataset> {
  const fixtures = t.settings.fixtures;
  if (fixtures.categoryIds.length === 0) throw new Error('the profile declares no category ids (b.fixtures.categoryIds)');
  const marker = await runMarker(t);
  const planned = plans(fixtures);
  const actions: OwnAction[] = [];
  const answers = new Map<string, Item | undefined>();
  const create = async (x: ReturnType<typeof bodyFor>) => {
    const c: Created = await createAction(t, x.body);
    actions.push({ id: c.id, ...x.model });
    answers.set(c.id, asItem(c.json));
    return c;
  };

  // The first action is shared with nobody; its answer tells the caller's company, and the others are
  // shared with other companies only (a target may refuse sharing with one's own company).
  const first = await create(bodyFor(0, { ...planned[0], shareTo: [] }, marker, fixtures));
  const me: Dataset['me'] = await whoAmI(t, first.id, answers.get(first.id));
  const rest = planned
    .slice(1)
    .map((plan, k) => bodyFor(k + 1, { ...plan, shareTo: plan.shareTo.filter((c) => String(c) !== me.companyId) }, marker, fixtures));
  const perWave = Math.ceil(rest.length / WAVES);
  for (let w = 0; w < WAVES; w++) {
    // A pause between waves, so that creation times differ and range bounds fall between them.
    await sleep(3);
    await inBatches(rest.slice(w * perWave, (w + 1) * perWave), CONCURRENCY, create);
  }
  // Creation order may differ from plan order within a batch; the model keeps the plan order.
  actions.sort((a, b) => a.title.localeCompare(b.title));

  // A few edits after a pause, so that edit times differ from creation times. Which fields a patch may
  // change is not shown (part 4.2 B4): an edit the target refuses just leaves that action as it was.
  await sleep(3);
  await inBatches(
    actions.filter((_, i) => i % 4 === 0),
    CONCURRENCY,
    async (a) => {
      const res = await updateOwnAction(t, a.id, { body: { description: `Edited by a conformance run ${marker}` } });
      const took = res.status >= 200 && res.status < 300;
      answers.set(a.id, took ? asItem(res.json) : undefined);
      if (took) a.edit = res.exchange;
    },
  );

  // Times and the author come from the create and patch answers; where those do not carry them, a single read.
  await inBatches(actions, CONCURRENCY, async (a) => {
    let item = answers.get(a.id);
    if (micros(item?.createdTime) === undefined || micros(item?.editTime) === undefined) {
      const res = await t.api.call('getAction', { params: { id: a.id } });
      item = res.status === 200 ? asItem(res.json) : undefined;
      answers.set(a.id, item);
    }
    a.createdMicros = micros(item?.createdTime);
    a.editedMicros = micros(item?.editTime);
  });

  const created = actions.map((a) => a.createdMicros).filter((x): x is number => x !== undefined);
  const editedTimes = actions.map((a) => a.editedMicros).filter((x): x is number => x !== undefined);
  const base: Params = created.length > 0 ? { created_at_from: boundText(Math.min(...created) - 1_000_000) } : {};
  // One step of the precision the target shows (whole seconds, or finer), so that no own action sits on
  // a bound whose inclusiveness is not stated.
  const step = created.some((us) => us % 1_000_000 !== 0) ? 1000 : 1_000_000;
  const window: Params =
    created.length > 0
      ? { created_at_from: boundText(Math.min(...created) - step), created_at_to: boundText(Math.max(...created) + step) }
      : {};
  return {
    marker,
    actions,
    me,
    base,
    window,
    createdBounds: boundsAround(created),
    editedBounds: boundsAround(editedTimes),
  };
}
