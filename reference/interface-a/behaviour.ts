// Every rule the document holder applies, as one object of small named parts. The server reads nothing
// else, so a single-rule breakage (a mutant the suite must catch) is one overridden member:
//   createDocumentHolder({ apiKey, mutation: { createStatus: 202 } })
//   createDocumentHolder({ apiKey, mutation: { validateBase64: () => true } })
import { hash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isStrictBase64 } from '../common/http.ts';
import type { ErrorItem } from '../common/http.ts';
import { guessMimeType } from './mime.ts';
import type { DocumentStore, LinkedDocument, NewDocument, StoredDocument } from './store.ts';
import { isPlainObject, validateDocumentBody, validateMetaData } from './validate.ts';
import type { BodyRules } from './validate.ts';

/** One item of the A3 answer: the fields of part 2.1 and, after them, supplier and revision. */
export interface QueryItem {
  fileName: string;
  description: string;
  /** Left out of the JSON when undefined. */
  type: string | undefined;
  supplierId: string;
  revision: string;
}

/** An error answer given before the key is looked at (see DocumentHolderBehaviour.beforeAuthentication). */
export interface EarlyAnswer {
  status: number;
  message: string;
  errors: ErrorItem[];
}

/** A write (A1, A2) the holder carried out, as the `afterWrite` part sees it. */
export interface DocumentWrite {
  operation: 'createDocument' | 'replaceDocument';
  /** The document as stored by the write. */
  doc: StoredDocument;
  /** A2: the supplier's document of that fileName before the replacement. */
  previous?: StoredDocument;
  store: DocumentStore;
}

/** What a request without a valid key shows before the key is looked at. */
export interface UnauthenticatedRequest {
  operation: 'createDocument' | 'replaceDocument' | 'queryDocuments';
  params: Record<string, string | undefined>;
  /** Documents that name the material. */
  documentsOfMaterial(materialId: string): number;
}

/** A write (A1, A2) the holder refuses, as the `refusedWrite` part sees it. */
export interface RefusedDocumentWrite {
  operation: 'createDocument' | 'replaceDocument';
  /** Why it is refused: no valid API key (401), a body that is no JSON (400), an invalid request (400). */
  reason: 'unauthorized' | 'malformed-json' | 'invalid-body';
  /** The supplier-id the request carried, if any. */
  supplierId?: string;
  /** The request body as parsed JSON, read when asked for (undefined when it is no JSON). */
  body(): Promise<unknown>;
  store: DocumentStore;
}

export interface DocumentHolderBehaviour {
  // --- authentication (part 5) ---
  /**
   * The answer a request without a valid key gets before the key is looked at: none, it gets 401 (part 5).
   * A hook for implementations that check parameters or look records up ahead of authentication.
   */
  beforeAuthentication(request: UnauthenticatedRequest): EarlyAnswer | undefined;
  /** Header the key is read from, given the configured name (HTTP header names are case-insensitive). */
  apiKeyHeader(configured: string): string;
  /**
   * The key a request presents in `header` (undefined: none). Header names are case-insensitive (RFC 9110
   * 5.1), so the default reads the name in any case; a part so that a fault switch can match it exactly.
   */
  readApiKey(req: IncomingMessage, header: string): string | undefined;
  /**
   * Whether the key presented (undefined: header absent) is accepted. `connection` is the request's
   * socket, unused by default: a part so that a fault switch can model authentication kept per connection.
   */
  authenticate(presented: string | undefined, expected: string, connection: object): boolean;
  /** The error item of a 401; `header` is the configured header name. */
  unauthorizedError(header: string, presented: string | undefined): ErrorItem;

  // --- every response (part 7) ---
  /** Content-Type of every response that has a body. */
  contentType: string;
  /** The bytes of a response body; undefined: UTF-8. A part so that a fault switch can model a writer in another charset. */
  encodeBody?: (text: string) => Buffer;
  /** Body of every 4xx/5xx answer; undefined sends an empty body. */
  errorBody(status: number, message: string, errors: ErrorItem[]): unknown;
  /**
   * The answer to a request no operation serves (`knownPath`: some operation has the path, with another
   * method), when a web framework's default answers it instead of the holder; undefined: the holder's own
   * 404 with the error body.
   */
  unroutedAnswer(method: string, pathname: string, knownPath: boolean): { status: number; headers: Record<string, string>; body: string } | undefined;

  // --- request bodies of A1/A2 (part 2.1) ---
  /**
   * How the text of an A1 or A2 body becomes a value, throwing when it is no JSON (RFC 8259: whitespace
   * between tokens and the order of members carry nothing); a part so that a fault switch can model a
   * hand-written reader that does not.
   */
  parseJson(text: string): unknown;
  /** Largest request body read, given the configured one; a part so that a fault switch can model a proxy in front with a smaller limit. */
  bodyLimit(configured: number): number;
  /** The body the handler gets of what was read; undefined: all of it. A part so that a fault switch can model a server that reads Content-Length bytes only. */
  receivedBody?: (body: Buffer, headers: IncomingMessage['headers']) => Buffer;
  /** Status for a body that is not JSON. */
  malformedJsonStatus: number;
  /** Whether the parsed body may be treated as a document at all (a JSON object). */
  isDocumentBody(value: unknown): boolean;
  /** Field checks of a document body; given the two rules below, so that overriding either one applies. */
  validateBody(body: Record<string, unknown>, rules: BodyRules): ErrorItem[];
  validateBase64(text: string): boolean;
  validateMetaData(value: unknown): ErrorItem[];
  /** Error item for a required parameter that is absent (part 7: MISSING_REQUIRED_PARAMETER). */
  missingParameter(name: string): ErrorItem;

  // --- A1 / A2 ---
  createStatus: number;
  replaceStatus: number;
  /** A2 replaces the document of the same fileName; false stores a second one beside it. */
  replaceInPlace: boolean;
  /**
   * How A2 writes a replacement; undefined: in one step (see replaceInPlace). A part so that a fault switch
   * can model a write split by an awaited round trip (read the old document, then delete it and insert).
   */
  replaceWrite?: (doc: NewDocument, store: DocumentStore) => Promise<StoredDocument | undefined>;
  /** false: A2 answers success for an existing document and changes nothing. */
  applyReplace: boolean;
  /** Name of a document created without a fileName. */
  generateFileName(): string;
  /** Name a given fileName is stored under. */
  storedFileName(given: string): string;
  /**
   * The supplier a write without supplier-id is stored under: none, it is refused (part 4.1). A part so that
   * a fault switch can model a handler that falls back to a default supplier.
   */
  fallbackSupplierId(operation: 'createDocument' | 'replaceDocument'): string | undefined;
  /** Body of a successful A1/A2 answer (the specification shows none; this is the reference's choice). */
  documentView(doc: StoredDocument): unknown;
  /**
   * What a refused write does to the stored documents before its refusal is sent: nothing (a refused
   * request changes nothing). A part of its own so that a fault switch can model what real holders leave
   * behind: a file saved before validation, a delete-then-insert replacement, an authentication filter
   * that runs after the handler.
   */
  refusedWrite(refusal: RefusedDocumentWrite): void | Promise<void>;
  /**
   * What a successful write does besides storing its document: nothing. A part so that a fault switch can
   * model a write whose WHERE clause or unique key reaches other rows; a returned document is the one answered.
   */
  afterWrite(write: DocumentWrite): StoredDocument | void;

  // --- A3 ---
  /** The material id as the store looks it up (as given); where a holder that builds its query from it goes wrong. */
  materialKey(materialId: string): string;
  /**
   * Revision answered when none is asked for, from the material's revisions sorted ascending.
   * `everyRevision` gives those of every stored document (unused by default: for a fault switch whose
   * query loses its material condition).
   */
  queryLatest(ascending: string[], everyRevision: () => string[]): string | undefined;
  /** Status of A3 for a material no document refers to: 200 with an empty `data`, or 404 (204: a fault switch, no body). */
  unknownMaterialStatus: 200 | 404 | 204;
  /**
   * Whether a document linked to material `stored` is one of the asked material's; undefined: exactly the
   * asked one (the store's index). A part so that a fault switch can model a LIKE or prefix match.
   */
  materialMatches?: (stored: string, asked: string) => boolean;
  /** A3 without materialId: false refuses it (400); true answers every stored document (a query whose WHERE clause fell away). */
  answerWithoutMaterial: boolean;
  /** The change count A3 answers are kept by: every change of the store (a fault switch may leave replacements out). */
  answersVersion(store: DocumentStore): number;
  /** A3 answers one revision (the asked one, else the latest); false answers every revision. */
  filterByRevision: boolean;
  /**
   * The material's documents A3 answers for a revision (those of exactly that revision), in creation order;
   * `asked`: the request named the revision (false: it is the latest, taken for an absent one).
   */
  selectRevision(found: LinkedDocument[], revision: string | undefined, asked: boolean): LinkedDocument[];
  /** The key an A3 answer is kept under: every parameter that shapes it (where a response cache goes wrong). */
  queryAnswerKey(materialId: string, revision: string | undefined): string;
  description(doc: StoredDocument): string;
  /** The item's `type`; undefined leaves the field out. */
  guessType(fileName: string): string | undefined;
  /** Final shape of one item. */
  queryItem(item: QueryItem): unknown;
  /** Body of the A3 answer around its items. */
  queryEnvelope(items: unknown[]): unknown;
}

// `a.localeCompare(b, undefined, { numeric: true })` builds a collator on every call (microseconds each);
// one collator with the same locale and options gives the same order.
const revisionCollator = new Intl.Collator(undefined, { numeric: true });

/** Numeric-aware order of revisions: "2" < "10", "A" < "B". */
export function compareRevisions(a: string, b: string): number {
  return revisionCollator.compare(a, b);
}

/**
 * SHA-256 in one call, as text: half the cost of createHash().update().digest() and no buffer to allocate,
 * on every request.
 */
function digest(s: string): string {
  return hash('sha256', s, 'hex');
}

/** Compares two digests (always of one length) in a time that does not depend on where they differ. */
function sameDigest(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

// The expected key is the same on every request: its digest is computed once, not per request.
const expectedDigests = new Map<string, string>();
function expectedDigest(key: string): string {
  let d = expectedDigests.get(key);
  if (!d) {
    if (expectedDigests.size > 16) expectedDigests.clear();
    expectedDigests.set(key, (d = digest(key)));
  }
  return d;
}

// The rules an A3 answer is made of, as named functions: while a holder keeps all of them, its answer
// depends on nothing but the stored documents and the request, so it may be kept (see common/kept-answers.ts).
const queryLatest = (ascending: string[]): string | undefined => ascending.at(-1);
const selectRevision = (found: LinkedDocument[], revision: string | undefined): LinkedDocument[] => found.filter((f) => f.revision === revision);
const describe = (doc: StoredDocument): string => doc.metaData.find((m) => m.key === 'description')?.value ?? '';
const queryItem = (item: QueryItem): unknown => item;
const queryEnvelope = (items: unknown[]): unknown => ({ data: items });

/** Whether the A3 answer is made by the default rules only (a mutant or personality may override any). */
export function defaultQueryRules(b: DocumentHolderBehaviour): boolean {
  return b.materialMatches === undefined && b.queryLatest === queryLatest && b.selectRevision === selectRevision && b.description === describe && b.guessType === guessMimeType && b.queryItem === queryItem && b.queryEnvelope === queryEnvelope;
}

export function defaultDocumentHolderBehaviour(): DocumentHolderBehaviour {
  return {
    beforeAuthentication: () => undefined,
    apiKeyHeader: (configured) => configured,
    readApiKey: (req, header) => {
      const raw = req.headers[header.toLowerCase()];
      return Array.isArray(raw) ? raw[0] : raw;
    },
    // Digests make the lengths equal, so the comparison time says nothing about the key.
    authenticate: (presented, expected) => presented !== undefined && sameDigest(digest(presented), expectedDigest(expected)),
    unauthorizedError: (header, presented) => ({
      type: 'UNAUTHORIZED',
      message: presented === undefined ? `API key header ${header} is missing` : `API key in header ${header} is not valid`,
      source: header,
    }),

    contentType: 'application/json; charset=utf-8',
    errorBody: (_status, message, errors) => ({ message, errors }),
    unroutedAnswer: () => undefined,

    parseJson: (text: string): unknown => JSON.parse(text),
    bodyLimit: (configured) => configured,
    malformedJsonStatus: 400,
    isDocumentBody: isPlainObject,
    validateBody: validateDocumentBody,
    validateBase64: isStrictBase64,
    validateMetaData,
    missingParameter: (name) => ({
      type: 'MISSING_REQUIRED_PARAMETER',
      message: `required parameter ${name} is missing`,
      source: name,
    }),

    createStatus: 201,
    replaceStatus: 200,
    replaceInPlace: true,
    applyReplace: true,
    fallbackSupplierId: () => undefined,
    generateFileName: () => `document-${randomUUID()}`,
    storedFileName: (given) => given,
    documentView: (doc) => ({
      id: doc.id,
      supplierId: doc.supplierId,
      fileName: doc.fileName,
      size: doc.size,
      metaData: doc.metaData,
    }),
    refusedWrite: () => undefined,
    afterWrite: () => undefined,

    materialKey: (materialId) => materialId,
    queryLatest,
    unknownMaterialStatus: 200,
    answerWithoutMaterial: false,
    answersVersion: (store) => store.version,
    filterByRevision: true,
    selectRevision,
    // The material's length first, so that no material and revision pair is read as another.
    queryAnswerKey: (materialId, revision) => `${materialId.length}:${materialId}${revision ?? ''}`,
    description: describe,
    guessType: guessMimeType,
    queryItem,
    queryEnvelope,
  };
}
