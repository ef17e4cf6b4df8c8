// The three operations of part 4.1, once routing and authentication have let a request through.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, parseJson, readBody } from '../common/http.ts';
import type { ErrorItem } from '../common/http.ts';
import type { DocumentHolderBehaviour, RefusedDocumentWrite } from './behaviour.ts';
import { compareRevisions } from './behaviour.ts';
import type { KeptAnswers } from '../common/kept-answers.ts';
import { fail, reply, replyText } from './respond.ts';
import { base64Size } from './store.ts';
import type { DocumentStore, LinkedDocument, MetaDataItem, NewDocument, StoredDocument } from './store.ts';
import { isPlainObject } from './validate.ts';

export interface HandlerContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string | undefined>;
  b: DocumentHolderBehaviour;
  store: DocumentStore;
  maxBodyBytes: number;
  /** A3 answers kept until the store changes (when the holder's A3 rules are the default ones). */
  answers: KeptAnswers;
}

/** A required parameter counts as absent when empty too: an empty path segment or `?materialId=`. */
function required(params: Record<string, string | undefined>, name: string): string | undefined {
  const v = params[name];
  return v === undefined || v === '' ? undefined : v;
}

/**
 * A request refused with an error answer. `reason` (and the body, when it parsed) is what the refusedWrite
 * part is told; without one (a body too large to read) the part is not asked.
 */
interface Refusal {
  status: number;
  message: string;
  errors: ErrorItem[];
  headers?: Record<string, string>;
  reason?: RefusedDocumentWrite['reason'];
  body?: unknown;
}

/** Reads and parses a JSON body, or says how the request is refused. */
async function readJsonBody(ctx: Pick<HandlerContext, 'req' | 'maxBodyBytes' | 'b'>): Promise<{ value: unknown } | Refusal> {
  let buf: Buffer;
  try {
    buf = await readBody(ctx.req, ctx.maxBodyBytes);
  } catch (err) {
    if (!(err instanceof BodyTooLarge)) throw err;
    // The rest of the body is read and dropped after the answer, within bounds (cutUnreadBody).
    return {
      status: 413,
      message: `request body exceeds ${ctx.maxBodyBytes} bytes`,
      errors: [{ type: 'PAYLOAD_TOO_LARGE', message: err.message, source: 'body' }],
    };
  }
  if (ctx.b.receivedBody) buf = ctx.b.receivedBody(buf, ctx.req.headers);
  if (buf.length === 0) {
    return { status: 400, message: 'request body is missing', errors: [{ type: 'INVALID_BODY', message: 'a JSON object is expected', source: 'body' }], reason: 'malformed-json' };
  }
  const parsed = parseJson(buf, (text) => ctx.b.parseJson(text));
  if (parsed.ok) return { value: parsed.value };
  return { status: ctx.b.malformedJsonStatus, message: 'request body is not valid JSON', errors: [{ type: 'MALFORMED_JSON', message: parsed.reason, source: 'body' }], reason: 'malformed-json' };
}

/** The body of a request as parsed JSON, read only when asked for (undefined when it is no JSON). */
export function lazyDocumentBody(ctx: Pick<HandlerContext, 'req' | 'maxBodyBytes' | 'b'>): () => Promise<unknown> {
  let read: Promise<unknown> | undefined;
  return () => (read ??= readJsonBody(ctx).then((r) => ('value' in r ? r.value : undefined)));
}

/** Answers a refused write once the behaviour's `refusedWrite` part has run (it does nothing by default). */
export async function refuseWrite(ctx: HandlerContext, operation: RefusedDocumentWrite['operation'], refusal: Refusal, body: () => Promise<unknown>): Promise<void> {
  const { res, b } = ctx;
  if (refusal.reason) await b.refusedWrite({ operation, reason: refusal.reason, supplierId: required(ctx.params, 'supplier-id'), body, store: ctx.store });
  fail(res, b, refusal.status, refusal.message, refusal.errors, refusal.headers);
}

/** Reads, parses and validates a document body: the document to store, or how the request is refused. */
async function readDocument(ctx: HandlerContext, operation: RefusedDocumentWrite['operation']): Promise<{ doc: NewDocument } | Refusal> {
  const { b } = ctx;
  const read = await readJsonBody(ctx);
  if (!('value' in read)) return read;
  const value = read.value;
  if (!b.isDocumentBody(value)) {
    return {
      status: 400,
      message: 'request body must be a JSON object',
      errors: [{ type: 'INVALID_BODY', message: 'a JSON object with fileName, base64EncodedContents and metaData is expected', source: 'body' }],
      reason: 'invalid-body',
      body: value,
    };
  }
  // A mutated rule may let a non-object through; it then counts as an empty document.
  const body = isPlainObject(value) ? value : {};
  const supplierId = required(ctx.params, 'supplier-id') ?? b.fallbackSupplierId(operation);
  const errors: ErrorItem[] = [];
  if (supplierId === undefined) errors.push(b.missingParameter('supplier-id'));
  errors.push(...b.validateBody(body, b));
  if (errors.length > 0 || supplierId === undefined) return { status: 400, message: 'request is invalid', errors, reason: 'invalid-body', body: value };
  return { doc: documentOf(supplierId, body, b) };
}

/** The document a body makes, as the holder stores it (also for a refusedWrite part that stores one). */
export function documentOf(supplierId: string, body: Record<string, unknown>, b: DocumentHolderBehaviour): NewDocument {
  const contents = body.base64EncodedContents;
  return {
    supplierId,
    fileName: typeof body.fileName === 'string' ? b.storedFileName(body.fileName) : b.generateFileName(),
    size: typeof contents === 'string' ? base64Size(contents) : 0,
    metaData: toMetaData(body.metaData),
  };
}

/** Keeps only well-formed items, so that a mutated validation cannot corrupt the store. */
function toMetaData(value: unknown): MetaDataItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => isPlainObject(item))
    .map((item) => ({ key: String(item.key), value: String(item.value) }));
}

export async function createDocument(ctx: HandlerContext): Promise<void> {
  const read = await readDocument(ctx, 'createDocument');
  if (!('doc' in read)) return refuseWrite(ctx, 'createDocument', read, async () => read.body);
  const stored = ctx.store.add(read.doc);
  const answered = ctx.b.afterWrite({ operation: 'createDocument', doc: stored, store: ctx.store }) ?? stored;
  reply(ctx.res, ctx.b, ctx.b.createStatus, ctx.b.documentView(answered));
}

export async function replaceDocument(ctx: HandlerContext): Promise<void> {
  const read = await readDocument(ctx, 'replaceDocument');
  if (!('doc' in read)) return refuseWrite(ctx, 'replaceDocument', read, async () => read.body);
  const { doc } = read;
  const { b, store, res } = ctx;
  let stored: StoredDocument | undefined;
  const previous = store.find(doc.supplierId, doc.fileName);
  if (!b.applyReplace && store.has(doc.supplierId, doc.fileName)) {
    reply(res, b, b.replaceStatus, undefined);
    return;
  }
  if (b.replaceWrite) stored = await b.replaceWrite(doc, store);
  else if (b.replaceInPlace) stored = store.replace(doc);
  else if (store.has(doc.supplierId, doc.fileName)) stored = store.add(doc);
  if (!stored) {
    fail(res, b, 404, `supplier ${doc.supplierId} has no document named ${doc.fileName}`, [
      { type: 'NOT_FOUND', message: 'no document of this fileName to replace', source: 'fileName' },
    ]);
    return;
  }
  const answered = b.afterWrite({ operation: 'replaceDocument', doc: stored, previous, store }) ?? stored;
  reply(res, b, b.replaceStatus, b.documentView(answered));
}

export function queryDocuments(ctx: HandlerContext): void {
  const { b, res, params } = ctx;
  const given = required(params, 'materialId');
  if (given === undefined && b.answerWithoutMaterial) {
    reply(res, b, 200, b.queryEnvelope(ctx.store.linked().map((found) => itemOf(b, found))));
    return;
  }
  if (given === undefined) {
    fail(res, b, 400, 'request is invalid', [b.missingParameter('materialId')]);
    return;
  }
  const materialId = b.materialKey(given);
  const known = b.materialMatches ? documentsOf(ctx, materialId).length > 0 : ctx.store.countOfMaterial(materialId) > 0;
  if (!known && b.unknownMaterialStatus === 204) {
    reply(res, b, 204, undefined);
    return;
  }
  if (!known && b.unknownMaterialStatus === 404) {
    fail(res, b, 404, `no document refers to material ${materialId}`, [{ type: 'NOT_FOUND', message: 'unknown material', source: 'materialId' }]);
    return;
  }
  const revision = required(params, 'revision');
  if (!ctx.answers.enabled) {
    reply(res, b, 200, queryAnswer(ctx, materialId, revision));
    return;
  }
  const key = b.queryAnswerKey(materialId, revision);
  let text = ctx.answers.get(key);
  if (text === undefined) ctx.answers.set(key, (text = JSON.stringify(queryAnswer(ctx, materialId, revision))));
  replyText(res, b, 200, text);
}

/** The body of an A3 answer: the material's documents of the revision asked for, else the latest. */
function queryAnswer(ctx: HandlerContext, materialId: string, revision: string | undefined): unknown {
  const { b } = ctx;
  const found = documentsOf(ctx, materialId);
  const revisions = [...new Set(found.map((f) => f.revision))].sort(compareRevisions);
  const selected = revision ?? b.queryLatest(revisions, () => ctx.store.revisions().sort(compareRevisions));
  const items = (b.filterByRevision ? b.selectRevision(found, selected, revision !== undefined) : found).map((f) => itemOf(b, f));
  return b.queryEnvelope(items);
}

/** The documents A3 finds for a material: those linked to it, unless a (mutated) rule widens the match. */
function documentsOf(ctx: HandlerContext, materialId: string): LinkedDocument[] {
  const { materialMatches } = ctx.b;
  return materialMatches ? ctx.store.ofMaterials((m) => materialMatches(m, materialId)) : ctx.store.ofMaterial(materialId);
}

/** One A3 item of a found document. */
function itemOf(b: DocumentHolderBehaviour, { doc, revision }: LinkedDocument): unknown {
  return b.queryItem({
    fileName: doc.fileName,
    description: b.description(doc),
    type: b.guessType(doc.fileName),
    supplierId: doc.supplierId,
    revision,
  });
}
