// The five operations of part 4.2 (B1 to B5).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { placeParams, type OperationSpec } from '../../src/profile/operations.ts';
import { BodyTooLarge, readBody } from '../common/http.ts';
import type { KeptAnswers } from '../common/kept-answers.ts';
import { createAction, isVisible, updateAction, type ActionContext } from './actions.ts';
import { errorAnswer, notFound, type Responder } from './answers.ts';
import { FILTERS, type ErrorAnswer } from './behaviour.ts';
import { parseBody, serialize } from './json.ts';
import { parseListQuery } from './list-query.ts';
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
    return errorAnswer('too-large', 413, 'Request body too large', [{ type: 'PAYLOAD_TOO_LARGE', message: err.message, source: 'body' }], {
      operation,
      headers: { connection: 'close' },
    });
  }
  const parsed = parseBody(raw.toString('utf8'), ctx.maxJsonDepth);
  if (parsed.ok) return { value: parsed.value };
  const type = parsed.reason === 'too-deep' ? 'NESTING_TOO_DEEP' : 'MALFORMED_JSON';
  return errorAnswer(parsed.reason === 'too-deep' ? 'too-deep' : 'malformed-json', 400, 'Malformed JSON body', [{ type, message: parsed.detail, source: 'body' }], {
    operation,
  });
}

/** The action a request names, if it exists and the caller may see it. */
function lookup(ctx: HandlerContext, caller: Caller, id: string | undefined): ActionRecord | undefined {
  if (id === undefined || !/^\d+$/.test(id)) return undefined;
  const record = ctx.store.record(BigInt(id));
  return record && isVisible(record, caller) ? record : undefined;
}

const list: Handler = (ctx, _req, res, caller, route) => {
  const b = ctx.behaviour;
  // The answer depends on the caller (through its client) and the parameters alone, besides the store.
  const key = ctx.listAnswers.enabled ? `${caller.clientId.length}:${caller.clientId}${JSON.stringify(route.params)}` : '';
  const kept = ctx.listAnswers.get(key);
  if (kept !== undefined) return ctx.responder.text(res, 200, kept);
  const parsed = parseListQuery(route.params, b);
  if (!parsed.ok) {
    ctx.responder.error(res, errorAnswer('invalid-query', 400, 'Invalid query parameters', parsed.errors, { operation: 'listActions' }));
    return;
  }
  const q = parsed.query;
  // Plain loops: no closures made per request on the busiest operation. Each record is tested for its
  // direction, then by every filter in order until one refuses it.
  const matches: ActionRecord[] = [];
  for (const a of ctx.store.records()) {
    if (!b.matchDirection(a, caller, q.direction)) continue;
    let kept = true;
    for (const f of FILTERS) {
      if (!b[f](a, q, caller)) {
        kept = false;
        break;
      }
    }
    if (kept) matches.push(a);
  }
  const page = b.page(b.sortActions(matches, q.sortingColumn, q.sortingDirection), q);
  const include = b.listExpand(q.expand);
  const data: unknown[] = new Array(page.length);
  for (let i = 0; i < page.length; i++) data[i] = b.actionView(renderAction(ctx.directory, page[i], include), 'listActions');
  const text = serialize({
    data,
    meta: { paging: { totalCount: b.totalCount(matches.length, page.length, q), currentPage: b.currentPage(q) } },
  });
  ctx.listAnswers.set(key, text);
  ctx.responder.text(res, 200, text);
};

const create: Handler = async (ctx, req, res, caller) => {
  const body = await readJson(ctx, req, 'createAction');
  if (!('value' in body)) return ctx.responder.error(res, body);
  const v = validateActionBody(body.value, 'create', rules(ctx));
  if (!v.ok) return ctx.responder.error(res, errorAnswer('invalid-body', 400, 'Invalid request body', v.errors, { operation: 'createAction' }));
  const record = createAction(ctx, ctx.behaviour.beforeStore(v.input, 'createAction'), caller.user, caller.clientId);
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
  const record = lookup(ctx, caller, route.params.id);
  if (!record) return ctx.responder.error(res, notFound('updateAction', route.params.id));
  if (!ctx.behaviour.mayChange(record, caller)) return ctx.responder.error(res, forbidden('updateAction', record.id));
  const body = await readJson(ctx, req, 'updateAction');
  if (!('value' in body)) return ctx.responder.error(res, body);
  const v = validateActionBody(body.value, 'patch', rules(ctx));
  if (!v.ok) return ctx.responder.error(res, errorAnswer('invalid-body', 400, 'Invalid request body', v.errors, { operation: 'updateAction' }));
  updateAction(ctx, record, ctx.behaviour.beforeStore(v.input, 'updateAction'), caller);
  ctx.responder.json(res, 200, ctx.behaviour.actionView(renderAction(ctx.directory, record, EXPANDABLE_FIELDS), 'updateAction'));
};

const remove: Handler = (ctx, _req, res, caller, route) => {
  const record = lookup(ctx, caller, route.params.id);
  if (!record) return ctx.responder.error(res, notFound('deleteAction', route.params.id));
  if (!ctx.behaviour.mayChange(record, caller)) return ctx.responder.error(res, forbidden('deleteAction', record.id));
  ctx.behaviour.removeAction(ctx.store, record.id);
  ctx.responder.json(res, 200, ctx.behaviour.deleteAnswer(record.id));
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
