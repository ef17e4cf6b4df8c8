// The B1 data set: actions the run creates once, with varied statuses, categories, responsible users,
// deadlines, sharing targets, tasks and files, and an in-memory model of them that every B1 check
// compares the list with. The attributes come from a fixed seed, so that `--seed N --only <id>` replays a
// property against the same data set shape; every title carries the run marker.
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { ACTION_CREATE_STATUSES } from '../../../schemas/interface-b/actionCreate.ts';
import type { CheckContext } from '../../../src/engine/types.ts';
import { createAction, runMarker, type Created } from '../support.ts';
import { itemAuthorCompanyId, itemAuthorUserId, type Item } from './items.ts';
import type { Params } from './query.ts';
import { boundText, boundsAround, micros } from './time.ts';

/** Size of the data set: enough for several pages and every status, small enough to build in a blink. */
export const DATASET_SIZE = 30;
/** Created in waves, so that creation times differ and range bounds can fall between them. */
const WAVES = 3;
const CONCURRENCY = 5;
const DATASET_SEED = 0x0b1da7a;

export interface OwnAction {
  id: string;
  title: string;
  status: string;
  categoryId: string;
  responsibleUserIds: string[];
  /** As sent; absent on some actions. */
  deadline?: string;
  shareTo: string[];
  tasks: number;
  files: number;
  /** As the target reported them; undefined when it did not. */
  createdMicros?: number;
  editedMicros?: number;
}

export interface Dataset {
  marker: string;
  actions: OwnAction[];
  /** The user and company the run's client acts for, as the target reported them. */
  me: { userId?: string; companyId?: string };
  /** Narrows a query to the run's time window: created_at_from well before the first own action. */
  base: Params;
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

interface Plan {
  categoryId: number;
  responsibleUserIds: number[];
  shareTo: number[];
  allowTaskEditingForPartners: boolean;
  deadlineDay: number;
  word: string;
}

function plans(fixtures: CheckContext['settings']['fixtures']): Plan[] {
  const users = [...new Set(fixtures.userIds)];
  const companies = [...new Set(fixtures.companyIds)];
  const arb = fc.record({
    categoryId: fc.constantFrom(...fixtures.categoryIds),
    responsibleUserIds: fc.subarray(users, { maxLength: Math.min(3, users.length) }),
    shareTo: fc.subarray(companies, { maxLength: Math.min(2, companies.length) }),
    allowTaskEditingForPartners: fc.boolean(),
    deadlineDay: fc.integer({ min: 0, max: 3650 }),
    word: fc.constantFrom('scrap', 'energy', 'packaging', 'logistics', 'tooling', 'supplier', 'quality'),
  });
  return fc.sample(arb, { seed: DATASET_SEED, numRuns: DATASET_SIZE });
}

const BENEFITS = {
  targetBenefitsDescription: 'Lower cost per unit',
  targetBenefitsSavings: 12500.5,
  targetBenefitsSavingsCurrency: 'EUR',
  personnelCostsAndInvestments: 3000,
  personnelCostsAndInvestmentsCurrency: 'EUR',
  annualSpend: 250000,
  annualSpendCurrency: 'EUR',
  targetAnnualCostSavings: 10000,
  targetAnnualCostSavingsCurrency: 'EUR',
  actualAnnualCostSavings: 0,
  actualAnnualCostSavingsCurrency: 'EUR',
  estimatedAnnualCo2EmissionImpact: -1.5,
  estimatedAnnualCo2EmissionImpactUnit: 't',
};

/** The creation body of the i-th action and what the model records of it. */
export function bodyFor(i: number, plan: Plan, marker: string, fixtures: CheckContext['settings']['fixtures']) {
  const status = ACTION_CREATE_STATUSES[i % ACTION_CREATE_STATUSES.length];
  // Distinct deadlines (a day apart, plus i seconds), so that a sort by deadline has no ties among them;
  // every tenth action has none.
  const deadline =
    i % 10 === 9 ? undefined : new Date(Date.UTC(2030, 0, 1) + plan.deadlineDay * 86_400_000 + i * 1000).toISOString();
  const tasks = i % 6 === 1 || i % 6 === 3 ? 1 + (i % 2) : 0;
  const files = i % 6 === 2 || i % 6 === 3 ? 1 : 0;
  const title = `${marker} b1 #${String(i).padStart(2, '0')} ${plan.word}`;
  const body: Record<string, unknown> = {
    status,
    title,
    categoryId: plan.categoryId,
    allowTaskEditingForPartners: plan.allowTaskEditingForPartners,
    description: `Data set action ${i} of a conformance run`,
    benefits: BENEFITS,
    tags: [marker],
  };
  if (deadline !== undefined) body.deadline = deadline;
  if (fixtures.userIds.length > 0) body.responsibleUserIds = plan.responsibleUserIds;
  if (plan.shareTo.length > 0) body.shareTo = plan.shareTo.map((companyId) => ({ companyId }));
  if (tasks > 0) {
    body.tasks = Array.from({ length: tasks }, (_, k) => ({
      description: `Task ${k + 1} of action ${i}`,
      ...(fixtures.userIds.length > 0 ? { responsibleUserId: fixtures.userIds[k % fixtures.userIds.length] } : {}),
      deadline: deadline ?? '2031-06-30T12:00:00.000Z',
      timeEstimate: 2.5,
      status: 'Open',
    }));
  }
  if (files > 0) {
    body.files = [
      { filename: `b1-${i}.txt`, folder: 'General', description: 'Data set file', base64file: Buffer.from(`file of action ${i}\n`).toString('base64') },
    ];
  }
  const model: Omit<OwnAction, 'id'> = {
    title,
    status,
    categoryId: String(plan.categoryId),
    responsibleUserIds: fixtures.userIds.length > 0 ? plan.responsibleUserIds.map(String) : [],
    deadline,
    shareTo: plan.shareTo.map(String),
    tasks,
    files,
  };
  return { body, model };
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
      const res = await t.api.call('updateAction', { params: { id: a.id }, body: { description: `Edited by a conformance run ${marker}` } });
      answers.set(a.id, res.status >= 200 && res.status < 300 ? asItem(res.json) : undefined);
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
  return {
    marker,
    actions,
    me,
    base,
    createdBounds: boundsAround(created),
    editedBounds: boundsAround(editedTimes),
  };
}
