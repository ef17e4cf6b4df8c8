// Creating and changing stored actions: ids for the action and its tasks and files, timestamps and
// history. Shared by the API and by the seeding of pre-existing actions.
import type { ActionContext } from './behaviour.ts';
import { clockInstant } from './datetime.ts';
import type { ActionInput, ActionRecord, Caller, StoredFields } from './model.ts';

export type { ActionContext };

/** The stored form of a validated body: tasks and files get ids, author and creation time. */
function materialize(ctx: ActionContext, input: ActionInput, authorUserId: bigint, time: string): Partial<StoredFields> {
  const { tasks, files, ...rest } = input;
  const out: Partial<StoredFields> = { ...rest };
  if (tasks) out.tasks = tasks.map((t) => ({ ...t, id: ctx.store.newTaskId(), authorUserId }));
  if (files) out.files = files.map((f) => ({ ...f, id: ctx.store.newFileId(), authorUserId, created: time }));
  return out;
}

/** Stores a new action; `id` is the next one unless a variant of the platform allocated it (storeCreate). */
export function createAction(ctx: ActionContext, input: ActionInput, author: Caller['user'], initiator: string, id = ctx.store.newActionId()): ActionRecord {
  const { micros, text: time } = clockInstant(ctx.now());
  const record: ActionRecord = {
    id,
    createdTime: time,
    createdMicros: micros,
    editTime: time,
    editMicros: micros,
    authorUserId: author.id,
    authorCompanyId: author.companyId,
    fields: materialize(ctx, input, author.id, time),
    comments: [],
    history: [{ eventTime: time, event: 'CREATED', initiator }],
  };
  ctx.store.insert(record);
  return record;
}

export function updateAction(ctx: ActionContext, record: ActionRecord, input: ActionInput, caller: Caller): void {
  // Each change moves editTime forward, even when two fall within one millisecond.
  const { micros, text: time } = clockInstant(Math.max(ctx.now(), record.editMicros / 1000 + 1));
  record.fields = ctx.behaviour.mergePatch(record.fields, materialize(ctx, input, caller.user.id, time));
  ctx.behaviour.stampEdit(record, { micros, text: time });
  record.history.push({ eventTime: time, event: 'UPDATED', initiator: caller.clientId });
  ctx.store.changed();
}

/** Actions a caller may see and change: its company's own and those shared with its company. */
export function isVisible(record: ActionRecord, caller: Caller): boolean {
  return record.authorCompanyId === caller.company.id || (record.fields.shareTo ?? []).some((s) => s.companyId === caller.company.id);
}
