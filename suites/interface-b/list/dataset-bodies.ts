// The creation bodies of the B1 data set (part 2.2 creation fields) and what the model records of each.
// Attributes are drawn from a fixed seed; status cycles through every creation status, deadlines are
// distinct, some actions carry tasks and files. Plain text and complete benefits keep every body valid on
// any target that knows the profile's fixtures.
import fc from 'fast-check';
import { ACTION_CREATE_STATUSES } from '../../../schemas/interface-b/actionCreate.ts';
import { PLAIN_BENEFITS } from '../support.ts';
import type { CheckContext } from '../../../src/engine/types.ts';
import type { OwnAction } from './ownAction.ts';

/** Size of the data set: enough for several pages and every status, small enough to build in a blink. */
export const DATASET_SIZE = 30;
const DATASET_SEED = 0x0b1da7a;

type Fixtures = CheckContext['settings']['fixtures'];

export interface Plan {
  categoryId: number;
  responsibleUserIds: number[];
  shareTo: number[];
  allowTaskEditingForPartners: boolean;
  deadlineDay: number;
  word: string;
}

export function plans(fixtures: Fixtures): Plan[] {
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

/** Tasks of the data set's longest list: past the caps that batch loaders put on relations per action. */
export const LONG_TASK_LIST = 12;

/** The creation body of the i-th action and what the model records of it. */
export function bodyFor(i: number, plan: Plan, marker: string, fixtures: Fixtures): { body: Record<string, unknown>; model: Omit<OwnAction, 'id'> } {
  const status = ACTION_CREATE_STATUSES[i % ACTION_CREATE_STATUSES.length];
  // Distinct deadlines (a day apart, plus i seconds), so that a sort by deadline has no ties among them;
  // every tenth action has none.
  const deadline =
    i % 10 === 9 ? undefined : new Date(Date.UTC(2030, 0, 1) + plan.deadlineDay * 86_400_000 + i * 1000).toISOString();
  // Action 3 has more tasks than a batch loader that caps relations per action (often 10) hands back.
  const tasks = i === 3 ? LONG_TASK_LIST : i % 6 === 1 || i % 6 === 3 ? 1 + (i % 2) : 0;
  const files = i % 6 === 2 || i % 6 === 3 ? 1 : 0;
  const title = `${marker} b1 #${String(i).padStart(2, '0')} ${plan.word}`;
  const body: Record<string, unknown> = {
    status,
    title,
    categoryId: plan.categoryId,
    allowTaskEditingForPartners: plan.allowTaskEditingForPartners,
    description: `Data set action ${i} of a conformance run`,
    benefits: { ...(fixtures.benefits ?? PLAIN_BENEFITS) },
    tags: [marker],
  };
  if (deadline !== undefined) body.deadline = deadline;
  if (fixtures.userIds.length > 0) body.responsibleUserIds = plan.responsibleUserIds;
  if (plan.shareTo.length > 0) body.shareTo = plan.shareTo.map((companyId) => ({ companyId }));
  if (tasks > 0) {
    body.tasks = Array.from({ length: tasks }, (_, k) => ({
      description: `Task ${k + 1} of action ${i}`,
      // The first two users at most, however long the list: which users a task names is other checks' data.
      ...(fixtures.userIds.length > 0 ? { responsibleUserId: fixtures.userIds[(k % 2) % fixtures.userIds.length] } : {}),
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
