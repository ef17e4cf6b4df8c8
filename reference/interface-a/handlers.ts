// The three operations of part 4.1, once routing and authentication have let a request through.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, parseJson, readBody } from '../common/http.ts';
import type { ErrorItem } from '../common/http.ts';
import type { DocumentHolderBehaviour } from './behaviour.ts';
import { compareRevisions } from './behaviour.ts';
import type { KeptAnswers } from '../common/kept-answers.ts';
import { fail, reply, replyText } from './respond.ts';
import { base64Size } from './store.ts';
import type { DocumentStore, MetaDataItem, NewDocument, StoredDocument } from './store.ts';
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
 * Reads, parses and validates a document body. Answers the error itself and returns undefined when the
 * request cannot go on.
 */
async function readDocument(ctx: HandlerContext): Promise<NewDocument | undefined> {
  const { req, res, b } = ctx;
  let buf: Buffer;
  try {
    buf = await readBody(req, ctx.maxBodyBytes);
  } catch (err) {
    if (!(err instanceof BodyTooLarge)) throw err;
    // Closing the connection stops a client that would otherwise keep streaming the rest of the body.
    fail(res, b, 413, `request body exceeds ${ctx.maxBodyBytes} bytes`, [
      { type: 'PAYLOAD_TOO_LARGE', message: err.message, source: 'body' },
    ], { connection: 'close' });
    return undefined;
  }
  if (buf.length === 0) {
    fail(res, b, 400, 'request body is missing', [{ type: 'INVALID_BODY', message: 'a JSON object is expected', source: 'body' }]);
    return undefined;
  }
  const parsed = parseJson(buf);
  if (!parsed.ok) {
    fail(res, b, b.malformedJsonStatus, 'request body is not valid JSON', [
      { type: 'MALFORMED_JSON', message: parsed.reason, source: 'body' },
    ]);
    return undefined;
  }
  if (!b.isDocumentBody(parsed.value)) {
    fail(res, b, 400, 'request body must be a JSON object', [
      { type: 'INVALID_BODY', message: 'a JSON object with fileName, base64EncodedContents and metaData is expected', source: 'body' },
    ]);
    return undefined;
  }
  // A mutated rule may let a non-object through; it then counts as an empty document.
  const body = isPlainObject(parsed.value) ? parsed.value : {};
  const supplierId = required(ctx.params, 'supplier-id');
  const errors: ErrorItem[] = [];
  if (supplierId === undefined) errors.push(b.missingParameter('supplier-id'));
  errors.push(...b.validateBody(body, b));
  if (errors.length > 0 || supplierId === undefined) {
    fail(res, b, 400, 'request is invalid', errors);
    return undefined;
  }
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
  const doc = await readDocument(ctx);
  if (!doc) return;
  reply(ctx.res, ctx.b, ctx.b.createStatus, ctx.b.documentView(ctx.store.add(doc)));
}

export async function replaceDocument(ctx: HandlerContext): Promise<void> {
  const doc = await readDocument(ctx);
  if (!doc) return;
  const { b, store, res } = ctx;
  let stored: StoredDocument | undefined;
  if (!b.applyReplace && store.has(doc.supplierId, doc.fileName)) {
    reply(res, b, b.replaceStatus, undefined);
    return;
  }
  if (b.replaceInPlace) stored = store.replace(doc);
  else if (store.has(doc.supplierId, doc.fileName)) stored = store.add(doc);
  if (!stored) {
    fail(res, b, 404, `supplier ${doc.supplierId} has no document named ${doc.fileName}`, [
      { type: 'NOT_FOUND', message: 'no document of this fileName to replace', source: 'fileName' },
    ]);
    return;
  }
  reply(res, b, b.replaceStatus, b.documentView(stored));
}

export function queryDocuments(ctx: HandlerContext): void {
  const { b, res, params } = ctx;
  const given = required(params, 'materialId');
  if (given === undefined) {
    fail(res, b, 400, 'request is invalid', [b.missingParameter('materialId')]);
    return;
  }
  const materialId = b.materialKey(given);
  if (ctx.store.countOfMaterial(materialId) === 0 && b.unknownMaterialStatus === 404) {
    fail(res, b, 404, `no document refers to material ${materialId}`, [{ type: 'NOT_FOUND', message: 'unknown material', source: 'materialId' }]);
    return;
  }
  const revision = required(params, 'revision');
  if (!ctx.answers.enabled) {
    reply(res, b, 200, queryAnswer(ctx, materialId, revision));
    return;
  }
  // The material's length first, so that no material and revision pair is read as another.
  const key = `${materialId.length}:${materialId}${revision ?? ''}`;
  let text = ctx.answers.get(key);
  if (text === undefined) ctx.answers.set(key, (text = JSON.stringify(queryAnswer(ctx, materialId, revision))));
  replyText(res, b, 200, text);
}

/** The body of an A3 answer: the material's documents of the revision asked for, else the latest. */
function queryAnswer(ctx: HandlerContext, materialId: string, revision: string | undefined): unknown {
  const { b } = ctx;
  const found = ctx.store.ofMaterial(materialId);
  const revisions = [...new Set(found.map((f) => f.revision))].sort(compareRevisions);
  const selected = revision ?? b.queryLatest(revisions);
  const items = found
    .filter((f) => !b.filterByRevision || f.revision === selected)
    .map(({ doc, revision }) =>
      b.queryItem({
        fileName: doc.fileName,
        description: b.description(doc),
        type: b.guessType(doc.fileName),
        supplierId: doc.supplierId,
        revision,
      }),
    );
  return b.queryEnvelope(items);
}
