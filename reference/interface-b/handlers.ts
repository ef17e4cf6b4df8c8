// The five operations of part 4.2 (B1 to B5).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { placeParams, type OperationSpec } from '../../src/profile/operations.ts';
import { BodyTooLarge, readBody } from '../common/http.ts';
import type { KeptAnswers } from '../common/kept-answers.ts';
import { createAction, isVisible, updateAction, type ActionContext } from './actions.ts';
import { errorAnswer, notFound, type Responder } from './answers.ts';
import { FILTERS, type ErrorAnswer, type RefusedWrite } from './behaviour.ts';
import { serialize } from './json.ts';
import { parseListQuery, type ListQuery } from './list-query.ts';
import { EXPANDABLE_FIELDS, type ActionRecord, type Caller, type OperationNameB } from './model.ts';
import { renderAction } from './render.ts';
import type { Route } from './routes.ts';
import { validateActionBody, type ValidationRules } from './validate.ts';

export interface HandlerContext extends ActionContext {
  responder: Responder;
  operations: Record<OperationNameB, OperationSpec>;
  maxBodyBytes: number;
  maxJsonDepth: number;
  /** B1 answers kept until the stored actions change (when the platform's B1 rules are the default ones). */
  listAnswers: KeptAnswers;
}

export type Handler = (ctx: HandlerContext, req: IncomingMessage, res: ServerResponse, caller: Caller, route: Route) => Promise<void> | void;

/** The validation rules in force: the behaviour's parts, looked up at call time. */
export function rules(ctx: ActionContext): ValidationRules {
  const b = ctx.behaviour;
  return {
    directory: ctx.directory,
    allowedStatuses: b.allowedStatuses,
    requiredFields: b.requiredFields,
    isDateTime: (s) => b.isDateTime(s),
    isBase64: (s) => b.isBase64(s),
    missingFieldItem: (f) => b.missingFieldItem(f),
    benefitRules: (o, p) => b.benefitRules(o, p),
    nullField: (f, m) => b.nullField(f, m),
  };
}

/** Reads and parses a JSON body, or says which error answer to give. */
async function readJson(ctx: HandlerContext, req: IncomingMessage, operation: OperationNameB): Promise<{ value: unknown } | ErrorAnswer> {
  let raw: Buffer;
  try {
    raw = await readBody(req, ctx.maxBodyBytes);
  } catch (err) {
    if (!(err instanceof BodyTooLarge)) throw err;
    // The rest of the body is read and dropped after the answer, within bounds (cutUnreadBody).
    return errorAnswer('too-large', 413, 'Request body too large', [{ type: 'PAYLOAD_TOO_LARGE', message: err.message, source: 'body' }], { operation });
  }
  const type = req.headers['content-type'];
  if (!ctx.behaviour.acceptsMediaType(type)) {
    return errorAnswer('unsupported-media-type', 415, 'Unsupported media type', [{ type: 'UNSUPPORTED_MEDIA_TYPE', message: `Content-Type ${type ?? '(none)'} is not taken`, source: 'body' }], {
      operation,
    });
  }
  if (ctx.behaviour.receivedBody) raw = ctx.behaviour.receivedBody(raw, req.headers);
  const parsed = ctx.behaviour.parseJson(raw.toString('utf8'), ctx.maxJsonDepth);
  if (parsed.ok) return { value: parsed.value };
  const itemType = parsed.reason === 'too-deep' ? 'NESTING_TOO_DEEP' : 'MALFORMED_JSON';
  return errorAnswer(parsed.reason === 'too-deep' ? 'too-deep' : 'malformed-json', 400, 'Malformed JSON body', [{ type: itemType, message: parsed.detail, source: 'body' }], {
    operation,
  });
}

/** The error answer an operation would give for the body of a request, if any (read and validated as its handler does). */
export async function bodyFault(ctx: HandlerContext, req: IncomingMessage, operation: OperationNameB): Promise<ErrorAnswer | undefined> {
  if (operation !== 'createAction' && operation !== 'updateAction') return undefined;
  const body = await readJson(ctx, req, operation);
  if (!('value' in body)) return body;
  const mode = operation === 'createAction' ? 'create' : 'patch';
  const v = validateActionBody(ctx.behaviour.bindBody(body.value, mode), mode, rules(ctx));
  return v.ok ? undefined : errorAnswer('invalid-body', 400, 'Invalid request body', v.errors, { operation });
}

/** The body of a request as parsed JSON, read once and only when asked for (undefined when it is no JSON). */
export function lazyBody(ctx: HandlerContext, req: IncomingMessage, operation: OperationNameB, parsed?: unknown): () => Promise<unknown> {
  let read: Promise<unknown> | undefined = parsed === undefined ? undefined : Promise.resolve(parsed);
  return () => (read ??= readJson(ctx, req, operation).then((r) => ('value' in r ? r.value : undefined)));
}

/** Sends the refusal of a write once the behaviour's `refusedWrite` part has run (it does nothing by default). */
export function refuse(ctx: HandlerContext, res: ServerResponse, answer: ErrorAnswer, refusal: Omit<RefusedWrite, 'ctx'>): void | Promise<void> {
  const acted = ctx.behaviour.refusedWrite({ ...refusal, ctx });
  if (!acted) return ctx.responder.error(res, answer);
  return acted.then(() => ctx.responder.error(res, answer));
}

/** A body that could not be read as JSON: too large (no refusal of its content), or malformed. */
function unreadable(answer: ErrorAnswer): boolean {
  return answer.kind === 'malformed-json' || answer.kind === 'too-deep';
}

/** The action a request names, if it exists and the caller may see it. */
export function lookup(ctx: HandlerContext, caller: Caller, id: string | undefined): ActionRecord | undefined {
  const key = id === undefined ? undefined : ctx.behaviour.parseId(id);
  if (key === undefined) return undefined;
  const record = ctx.store.record(key);
  return record && isVisible(record, caller) ? record : undefined;
}

const list: Handler = (ctx, _req, res, caller, route) => {
  const b = ctx.behaviour;
  // The answer depends on the caller (through its client) and the parameters alone, besides the store.
  const key = ctx.listAnswers.enabled ? b.listAnswerKey(caller.clientId, route.params) : '';
  const kept = ctx.listAnswers.get(key);
  // Kept only under the default rules, whose status is always 200.
  if (kept !== undefined) return ctx.responder.text(res, 200, kept);
  const parsed = parseListQuery(b.listParams(route.params), b);
  if (!parsed.ok) {
    ctx.responder.error(res, errorAnswer('invalid-query', 400, 'Invalid query parameters', parsed.errors, { operation: 'listActions' }));
    return;
  }
  const q = parsed.query;
  // Plain loops: no closures made per request on the busiest operation. Each record is tested for its
  // direction, then by every filter in order until one refuses it.
  const matches: ActionRecord[] = [];
  // Kept only for a variant that pages before filtering (pageBeforeFilters).
  const visible: ActionRecord[] | undefined = b.pageBeforeFilters ? [] : undefined;
  for (const a of ctx.store.records()) {
    if (!b.matchDirection(a, caller, q.direction)) continue;
    visible?.push(a);
    let kept = true;
    for (const f of FILTERS) {
      if (!b[f](a, q, caller)) {
        kept = false;
        break;
      }
    }
    if (kept) matches.push(a);
  }
  const page = visible
    ? pageThenFilter(b, visible, new Set(matches), q)
    : b.page(b.sortActions(matches, q.sortingColumn, q.sortingDirection), q);
  const include = b.listExpand(q.expand);
  const data: unknown[] = new Array(page.length);
  for (let i = 0; i < page.length; i++) data[i] = b.actionView(renderAction(ctx.directory, page[i], include), 'listActions');
  const text = serialize(
    b.listBody({
      data,
      meta: { paging: { totalCount: b.totalCount(matches.length, page.length, q, matches, (skipped) => countWithout(ctx, caller, q, skipped)), currentPage: b.currentPage(q) } },
    }),
  );
  ctx.listAnswers.set(key, text);
  ctx.responder.text(res, b.listStatus(q, matches.length), text);
};

/** The visible actions that pass every filter but the skipped ones (for a variant's totalCount). */
function countWithout(ctx: HandlerContext, caller: Caller, q: ListQuery, skipped: readonly (typeof FILTERS)[number][]): number {
  const b = ctx.behaviour;
  const filters = FILTERS.filter((f) => !skipped.includes(f));
  return ctx.store.records().filter((a) => b.matchDirection(a, caller, q.direction) && filters.every((f) => b[f](a, q, caller))).length;
}

/** The page of the visible actions, then only those of it that pass the filters (pageBeforeFilters). */
function pageThenFilter(b: HandlerContext['behaviour'], visible: ActionRecord[], matches: Set<ActionRecord>, q: ListQuery): ActionRecord[] {
  return b.page(b.sortActions(visible, q.sortingColumn, q.sortingDirection), q).filter((a) => matches.has(a));
}

const create: Handler = async (ctx, req, res, caller) => {
  const body = await readJson(ctx, req, 'createAction');
  const refusal = { operation: 'createAction', caller } as const;
  if (!('value' in body)) {
    if (!unreadable(body)) return ctx.responder.error(res, body);
    return refuse(ctx, res, body, { ...refusal, reason: 'malformed-json', body: async () => undefined });
  }
  const v = validateActionBody(ctx.behaviour.bindBody(body.value, 'create'), 'create', rules(ctx));
  if (!v.ok) {
    const answer = errorAnswer('invalid-body', 400, 'Invalid request body', v.errors, { operation: 'createAction' });
    return refuse(ctx, res, answer, { ...refusal, reason: 'invalid-body', body: async () => body.value });
  }
  const stored = ctx.behaviour.storeCreate(
    ctx.behaviour.beforeStore(v.input, 'createAction'),
    (input, id) => createAction(ctx, input, caller.user, caller.clientId, id),
    ctx.store,
  );
  // Awaited only when a variant stores asynchronously: the default answers in the same turn as before.
  const record = stored instanceof Promise ? await stored : stored;
  const get = ctx.operations.getAction;
  const headers: Record<string, string> = {};
  if (get.path.includes('{id}')) headers.location = placeParams(get, { id: record.id.toString() }).pathAndQuery;
  ctx.responder.json(res, ctx.behaviour.createStatus, ctx.behaviour.createdBody(ctx.behaviour.actionView(renderAction(ctx.directory, record, EXPANDABLE_FIELDS), 'createAction'), record), headers);
};

const get: Handler = (ctx, _req, res, caller, route) => {
  const record = lookup(ctx, caller, route.params.id);
  if (!record) return ctx.responder.error(res, notFound('getAction', route.params.id));
  ctx.responder.json(res, 200, ctx.behaviour.actionView(renderAction(ctx.directory, record, ctx.behaviour.detailFields), 'getAction'));
};

const update: Handler = async (ctx, req, res, caller, route) => {
  const id = route.params.id;
  const record = lookup(ctx, caller, id);
  const refusal = { operation: 'updateAction', caller, id } as const;
  if (!record) return refuse(ctx, res, notFound('updateAction', id), { ...refusal, reason: 'not-found', body: lazyBody(ctx, req, 'updateAction') });
  if (!ctx.behaviour.mayChange(record, caller)) return ctx.responder.error(res, forbidden('updateAction', record.id));
  const body = await readJson(ctx, req, 'updateAction');
  if (!('value' in body)) {
    if (!unreadable(body)) return ctx.responder.error(res, body);
    return refuse(ctx, res, body, { ...refusal, record, reason: 'malformed-json', body: async () => undefined });
  }
  const v = validateActionBody(ctx.behaviour.bindBody(body.value, 'patch'), 'patch', rules(ctx));
  if (!v.ok) {
    const answer = errorAnswer('invalid-body', 400, 'Invalid request body', v.errors, { operation: 'updateAction' });
    return refuse(ctx, res, answer, { ...refusal, record, reason: 'invalid-body', body: async () => body.value });
  }
  const sentOrder = Object.keys(body.value as Record<string, unknown>);
  const pending = ctx.behaviour.storePatch(ctx.behaviour.beforeStore(v.input, 'updateAction'), sentOrder, (part) => updateAction(ctx, record, part, caller), record.fields);
  if (pending) await pending;
  ctx.responder.json(res, 200, ctx.behaviour.actionView(renderAction(ctx.directory, record, EXPANDABLE_FIELDS), 'updateAction'));
};

const remove: Handler = (ctx, req, res, caller, route) => {
  const id = route.params.id;
  const record = lookup(ctx, caller, id);
  if (!record) return refuse(ctx, res, notFound('deleteAction', id), { operation: 'deleteAction', caller, id, reason: 'not-found', body: lazyBody(ctx, req, 'deleteAction') });
  if (!ctx.behaviour.mayChange(record, caller)) return ctx.responder.error(res, forbidden('deleteAction', record.id));
  ctx.behaviour.removeAction(ctx.store, record.id);
  ctx.responder.json(res, ctx.behaviour.deleteStatus, ctx.behaviour.deleteAnswer(record.id));
};

/** A record the caller can see but may not change. */
function forbidden(operation: OperationNameB, id: bigint): ErrorAnswer {
  return errorAnswer('forbidden', 403, 'Forbidden', [{ type: 'FORBIDDEN', message: `development action ${id} is read-only for this caller`, source: 'id' }], {
    operation,
  });
}

export const HANDLERS: Record<OperationNameB, Handler> = {
  listActions: list,
  createAction: create,
  getAction: get,
  updateAction: update,
  deleteAction: remove,
};
