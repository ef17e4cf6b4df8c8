// The platform's rules as one object of small named parts. The correct platform is DEFAULT_BEHAVIOUR;
// a mutant breaks exactly one rule by overriding one part: createPlatform({ mutation: { page: ... } }).
import type { IncomingMessage } from 'node:http';
import { isStrictBase64, type ErrorItem } from '../common/http.ts';
import { isDateTime, parseDateTime } from './datetime.ts';
import { parseBody, type BodyParse } from './json.ts';
import { readCount, type ListQuery } from './list-query.ts';
import type { NullHandling } from './validate.ts';
import {
  ACTION_STATUSES,
  DIRECTIONS,
  EXPANDABLE_FIELDS,
  type ActionInput,
  type ActionRecord,
  type Caller,
  type Direction,
  type ExpandField,
  type OperationNameB,
  type SortColumn,
  type SortDirection,
  type StoredFields,
} from './model.ts';
import type { ActionStore } from './store.ts';
import type { Rendered } from './render.ts';
import type { Directory } from './fixtures.ts';
import type { TokenAnswer } from './oauth.ts';

export type RetryAfterFormat = 'seconds' | 'http-date';

export type ErrorKind =
  | 'unauthorized'
  | 'not-found'
  | 'no-route'
  | 'invalid-body'
  | 'invalid-query'
  | 'malformed-json'
  | 'unsupported-media-type'
  | 'too-deep'
  | 'too-large'
  | 'throttled'
  | 'forbidden'
  | 'internal';

/** An error answer before it is sent; `shapeError` may change any part of it. */
export interface ErrorAnswer {
  kind: ErrorKind;
  /** The operation the request was routed to, when it was. */
  operation?: OperationNameB;
  status: number;
  message: string;
  errors: ErrorItem[];
  headers: Record<string, string>;
  /** Send status and headers only, with no body at all. */
  omitBody?: boolean;
  /** A body of its own (a framework's or a gateway's) sent instead of the error body of part 7. */
  body?: unknown;
}

/** An answer written as it is (a framework's own page), outside the platform's JSON answers. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What a request shows before its credentials are looked at (see PlatformBehaviour.beforeAuthentication). */
export interface UnauthenticatedRequest {
  operation: OperationNameB;
  params: Record<string, string | undefined>;
  /** Whether an action of this id is stored (whoever may see it). */
  exists(id: string): boolean;
  /** The body read and checked as the operation would: the error answer it would give, if any. */
  bodyFault(): Promise<ErrorAnswer | undefined>;
}

/** A write (B2, B4, B5) the platform refuses, as the `refusedWrite` part sees it. */
export interface RefusedWrite {
  operation: 'createAction' | 'updateAction' | 'deleteAction';
  /** Why it is refused: no valid token (401), a body that is no JSON or not valid (400), an unknown id (404). */
  reason: 'unauthorized' | 'malformed-json' | 'invalid-body' | 'not-found';
  /** The id the request named (B4, B5). */
  id?: string;
  /** The stored action the request named, when the caller can see one. */
  record?: ActionRecord;
  /** Who the platform took the caller for (the first client when the request carried no valid token). */
  caller: Caller;
  /** The request body as parsed JSON, read when asked for (undefined when it is no JSON). */
  body(): Promise<unknown>;
  /** The platform's store, directory and rules. */
  ctx: ActionContext;
}

/** A list filter of B1: true keeps the action. */
export type ActionFilter = (action: ActionRecord, query: ListQuery, caller: Caller) => boolean;

/** What the operations on stored actions (./actions.ts) work with: the data, the store, the behaviour, the clock. */
export interface ActionContext {
  directory: Directory;
  store: ActionStore;
  behaviour: PlatformBehaviour;
  now: () => number;
}

export interface PlatformBehaviour {
  // Authentication, throttling and the shape of answers.
  /** false: requests without a valid token act as the first client. */
  enforceAuth: boolean;
  /** false: the token endpoint takes any secret for a known client id. */
  checkClientSecret: boolean;
  /** false: the token endpoint takes a client assertion whose claims hold without checking its signature. */
  checkAssertionSignature: boolean;
  /** false: the token endpoint issues a token whatever grant_type says (RFC 6749 5.2: unsupported_grant_type). */
  checkGrantType: boolean;
  /** true: a client's unexpired token is handed out again, with expires_in the whole lifetime (RFC 6749 5.1). */
  reuseLiveTokens: boolean;
  /** false: Basic credentials at the token endpoint are used without undoing their form-urlencoding (RFC 6749 2.3.1). */
  formDecodeBasic: boolean;
  /** How a bearer Authorization header is read; undefined: the scheme case-insensitively (RFC 6750 2.1, RFC 9110 11.1). */
  bearerPattern?: RegExp;
  /** Last word on every answer of the token endpoint; undefined: as the endpoint wrote it. */
  tokenAnswer?: (answer: TokenAnswer) => TokenAnswer;
  /**
   * How a presented bearer token is compared with an issued one; undefined: exactly (a lookup). Set, every
   * issued token is tried with it (a mutant comparing case-insensitively or by a prefix).
   */
  tokenMatches?: (presented: string, issued: string) => boolean;
  /**
   * The answer a request without valid credentials gets before authentication: none, it gets 401 (part 5).
   * A hook for implementations that validate the route, the id or the body ahead of the authentication.
   */
  beforeAuthentication(request: UnauthenticatedRequest): ErrorAnswer | undefined | Promise<ErrorAnswer | undefined>;
  /** The Retry-After value of a 429; undefined leaves the header out. */
  retryAfter(waitSeconds: number, nowMs: number, format: RetryAfterFormat): string | undefined;
  /**
   * Whether a throttled write (B2, B4, B5) is carried out before its 429 goes out, as by a rate limiter
   * placed after the handler: never by default, a throttled request changes nothing.
   */
  throttleAfterHandler: boolean;
  /** Content-Type of every JSON answer. */
  contentType: string;
  /** Last word on every error answer of the API (status, headers, message, items, body or not). */
  shapeError(answer: ErrorAnswer): ErrorAnswer;
  /** The item reporting an absent required field (part 7). */
  missingFieldItem(field: string): ErrorItem;
  /**
   * The answer to a request no operation serves (`knownPath`: some operation has the path, with another
   * method), when a web framework's default answers it instead of the platform; undefined: the platform's
   * own 404 with the error body.
   */
  unroutedAnswer(method: string, pathname: string, knownPath: boolean): RawAnswer | undefined;
  /** The record id a B3..B5 id text names; undefined when it names none (not a decimal integer). */
  parseId(text: string): bigint | undefined;

  // Validation of create and patch bodies.
  /**
   * How the text of a B2 or B4 body becomes a value (RFC 8259: whitespace between tokens and the order of
   * members carry nothing); a part so that a fault switch can model a hand-written reader that does not.
   */
  parseJson(text: string, maxDepth: number): BodyParse;
  /**
   * The body the handler gets of what was read, given the request's headers; undefined: all of it. A part so
   * that a fault switch can model a server that reads Content-Length bytes only.
   */
  receivedBody?: (body: Buffer, headers: IncomingMessage['headers']) => Buffer;
  /** Whether a create or patch body of this Content-Type is read (415 otherwise); every one by default. */
  acceptsMediaType(contentType: string | undefined): boolean;
  /**
   * What the body binder makes of a parsed create or patch body before validation sees it: the body as
   * sent. A part of its own for the binders that coerce, fix the case of enums or drop what does not bind.
   */
  bindBody(body: unknown, mode: 'create' | 'patch'): unknown;
  allowedStatuses: readonly string[];
  requiredFields: readonly string[];
  isDateTime(text: string): boolean;
  isBase64(text: string): boolean;
  /** Business rules on the Benefits object (part 2.2: required fields and allowed values not shown). */
  benefitRules(benefits: Record<string, unknown>, path: string): ErrorItem[];
  /**
   * What null does in a field marked "or null" (part 2.2), on create and on patch. Validation turns null
   * into an empty list before anything is stored, so a platform that refuses or ignores null can only be
   * told apart here.
   */
  nullField(field: string, mode: 'create' | 'patch'): NullHandling;

  // Storing, reading and deleting.
  /** Applied to a validated body before it is stored (create and patch). */
  beforeStore(input: ActionInput, operation: 'createAction' | 'updateAction'): ActionInput;
  /** A patch's effect: the fields sent replace those stored, the rest stay. */
  mergePatch(current: Partial<StoredFields>, patch: Partial<StoredFields>): Partial<StoredFields>;
  /**
   * How a create reaches the store: `write` stores the record (with the given id, else the next one) and
   * returns it. The default writes at once; the part exists so that a variant may await between allocating
   * and writing, as a database round trip would, and overlapping creates can meet.
   */
  storeCreate(input: ActionInput, write: (input: ActionInput, id?: bigint) => ActionRecord, store: ActionStore): ActionRecord | Promise<ActionRecord>;
  /**
   * How a patch reaches the store: `write` applies the fields it is given as one change. The default writes
   * the whole patch at once; `sentOrder` (the body's keys as sent) lets a variant write field by field with
   * awaits between, so that overlapping patches of one record can interleave; `loaded` (the stored fields
   * when the handler found the record: a write replaces `record.fields` with a new object and never changes
   * one in place, so it stays as it was, without a copy) lets a variant write back what it read.
   */
  storePatch(input: ActionInput, sentOrder: readonly string[], write: (part: ActionInput) => void, loaded: Readonly<Partial<StoredFields>>): void | Promise<void>;
  /**
   * What a refused write does to the stored actions before its refusal is sent: nothing (a refused request
   * changes nothing). A part of its own so that a fault switch can model what real platforms leave behind:
   * a row saved before validation, fields set one by one until the bad one, an audit entry written first,
   * an upsert answered 404, an authentication filter that runs after the handler.
   */
  refusedWrite(refusal: RefusedWrite): void | Promise<void>;
  /** How a successful patch stamps the record with its instant: editTime moves, nothing else. */
  stampEdit(record: ActionRecord, instant: { micros: number; text: string }): void;
  /** Whether the caller may patch or delete a record it can see (which caller may do what is not shown). */
  mayChange(action: ActionRecord, caller: Caller): boolean;
  /** Status of a successful create (part 4: 201, "a new resource was created"). */
  createStatus: number;
  /** Body of a successful create (part 4.2 B2: not shown), given the action as rendered. */
  createdBody(rendered: unknown, action: ActionRecord): unknown;
  /** Which of tasks, files, comments and history a single read (B3) returns. */
  detailFields: readonly ExpandField[];
  removeAction(store: ActionStore, id: bigint): void;
  /** Body of a successful delete (undefined: no body). */
  deleteAnswer(id: bigint): unknown;
  /** Status of a successful delete (part 4: 200 with the message object). */
  deleteStatus: number;
  /** Last word on every development action an answer carries (B1 items, B2, B3, B4), as rendered. */
  actionView(view: Rendered, operation: OperationNameB): unknown;

  // Listing (B1).
  defaultLimit: number;
  defaultDirection: Direction;
  ignoreBadTimes: boolean;
  minLimit: number;
  maxLimit: number;
  /** The number a limit or offset text stands for, NaN when none (part 4.2: integers). */
  readCount(raw: string): number;
  /** The instant a date-time parameter names, in microseconds since the epoch; undefined when it names none. */
  readTime(raw: string): number | undefined;
  /** The values direction takes. */
  directions: readonly Direction[];
  matchDirection(action: ActionRecord, caller: Caller, direction: Direction): boolean;
  filterStatuses: ActionFilter;
  filterCategoryIds: ActionFilter;
  filterAuthorIds: ActionFilter;
  filterResponsibleUserIds: ActionFilter;
  filterPartnerCompanyIds: ActionFilter;
  filterCreated: ActionFilter;
  filterEdited: ActionFilter;
  filterSearch: ActionFilter;
  sortActions(actions: ActionRecord[], column: SortColumn | undefined, direction: SortDirection): ActionRecord[];
  page(sorted: ActionRecord[], query: ListQuery): ActionRecord[];
  /**
   * Whether B1 takes the page out of the visible actions before the filters apply (as an ORM that paginates
   * the base query and filters in memory would); false, the correct order: filter, then page.
   */
  pageBeforeFilters: boolean;
  /**
   * totalCount of a B1 answer. `matched`: the actions the query selects, for a variant that counts something
   * else than them; `countWithout` counts the visible actions that pass every filter but the named ones (as a
   * COUNT query built apart from the list query would).
   */
  totalCount(
    matchCount: number,
    pageCount: number,
    query: ListQuery,
    matched: readonly ActionRecord[],
    countWithout: (skipped: readonly (typeof FILTERS)[number][]) => number,
  ): number;
  currentPage(query: ListQuery): number;
  /**
   * The B1 query parameters as read, in the order the query string gives them (a record keeps it); the
   * default reads every one wherever it stands.
   */
  listParams(params: Readonly<Record<string, string | undefined>>): Readonly<Record<string, string | undefined>>;
  /** Status of a B1 answer, given the query and the number of matches (part 4: 200). */
  listStatus(query: ListQuery, matchCount: number): number;
  /** Last word on a B1 answer's body, { data, meta } as built. */
  listBody(body: { data: unknown[]; meta: { paging: { totalCount: number; currentPage: number } } }): unknown;
  /** Which of tasks, files, comments and history list items carry, given the expand parameter. */
  listExpand(requested: readonly ExpandField[]): readonly ExpandField[];
  /** The key a B1 answer is kept under: the caller and every parameter (where a response cache goes wrong). */
  listAnswerKey(clientId: string, params: Readonly<Record<string, string | undefined>>): string;
}

export function retryAfterValue(waitSeconds: number, nowMs: number, format: RetryAfterFormat): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  if (format === 'seconds') return String(seconds);
  // An HTTP-date has whole seconds; round up so that the date is never earlier than the wait.
  return new Date(Math.ceil((nowMs + seconds * 1000) / 1000) * 1000).toUTCString();
}

function inRange(t: number, from: number | undefined, to: number | undefined): boolean {
  return (from === undefined || t >= from) && (to === undefined || t <= to);
}

function sortKey(a: ActionRecord, column: SortColumn): number | undefined {
  if (column === 'createdTime') return a.createdMicros;
  if (column === 'editTime') return a.editMicros;
  return a.fields.deadline ? parseDateTime(a.fields.deadline) : undefined;
}

const byId = (x: ActionRecord, y: ActionRecord) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

/** Sorts by the column (actions without a deadline last), ties and no column by id ascending. */
export function sortActions(actions: ActionRecord[], column: SortColumn | undefined, direction: SortDirection): ActionRecord[] {
  if (!column) return [...actions].sort(byId);
  const sign = direction === 'desc' ? -1 : 1;
  const keyed = actions.map((a) => ({ a, k: sortKey(a, column) }));
  keyed.sort((x, y) => {
    if (x.k !== y.k) {
      if (x.k === undefined) return 1;
      if (y.k === undefined) return -1;
      return sign * (x.k - y.k);
    }
    return byId(x.a, y.a);
  });
  return keyed.map((e) => e.a);
}

function matchDirection(a: ActionRecord, caller: Caller, direction: Direction): boolean {
  const sent = a.authorCompanyId === caller.company.id;
  const received = !sent && (a.fields.shareTo ?? []).some((s) => s.companyId === caller.company.id);
  return direction === 'sent' ? sent : direction === 'received' ? received : sent || received;
}

export const DEFAULT_BEHAVIOUR: Readonly<PlatformBehaviour> = Object.freeze({
  enforceAuth: true,
  checkClientSecret: true,
  checkAssertionSignature: true,
  checkGrantType: true,
  reuseLiveTokens: false,
  formDecodeBasic: true,
  beforeAuthentication: () => undefined,
  retryAfter: retryAfterValue,
  throttleAfterHandler: false,
  contentType: 'application/json; charset=utf-8',
  shapeError: (answer: ErrorAnswer) => answer,
  missingFieldItem: (field: string): ErrorItem => ({
    type: 'MISSING_REQUIRED_PARAMETER',
    message: `Missing required parameter: ${field}`,
    source: field,
  }),
  unroutedAnswer: () => undefined,
  parseId: (text: string) => (/^\d+$/.test(text) ? BigInt(text) : undefined),
  parseJson: parseBody,

  acceptsMediaType: () => true,
  bindBody: (body: unknown) => body,
  allowedStatuses: ACTION_STATUSES,
  requiredFields: ['status', 'title', 'categoryId', 'allowTaskEditingForPartners', 'benefits'],
  isDateTime,
  isBase64: isStrictBase64,
  benefitRules: () => [],
  nullField: () => 'accept',

  beforeStore: (input: ActionInput) => input,
  mergePatch: (current: Partial<StoredFields>, patch: Partial<StoredFields>) => ({ ...current, ...patch }),
  storeCreate: (input: ActionInput, write: (input: ActionInput) => ActionRecord) => write(input),
  storePatch: (input: ActionInput, _sentOrder: readonly string[], write: (part: ActionInput) => void) => write(input),
  refusedWrite: () => undefined,
  stampEdit: (record: ActionRecord, instant: { micros: number; text: string }) => {
    record.editTime = instant.text;
    record.editMicros = instant.micros;
  },
  mayChange: () => true,
  createStatus: 201,
  createdBody: (rendered: unknown) => rendered,
  detailFields: EXPANDABLE_FIELDS,
  removeAction: (store: ActionStore, id: bigint) => void store.remove(id),
  deleteAnswer: (id: bigint) => ({ message: `Development action ${id} deleted` }),
  deleteStatus: 200,
  actionView: (view: Rendered) => view,

  defaultLimit: 100,
  defaultDirection: 'all',
  ignoreBadTimes: false,
  minLimit: 1,
  maxLimit: 1000,
  readCount,
  readTime: parseDateTime,
  directions: DIRECTIONS,
  matchDirection,
  filterStatuses: (a, q) => q.statuses === undefined || (a.fields.status !== undefined && q.statuses.includes(a.fields.status)),
  filterCategoryIds: (a, q) => q.categoryIds === undefined || (a.fields.categoryId !== undefined && q.categoryIds.includes(a.fields.categoryId)),
  filterAuthorIds: (a, q) => q.authorIds === undefined || q.authorIds.includes(a.authorUserId),
  filterResponsibleUserIds: (a, q) =>
    q.responsibleUserIds === undefined || (a.fields.responsibleUserIds ?? []).some((id) => q.responsibleUserIds!.includes(id)),
  filterPartnerCompanyIds: (a, q) => q.partnerCompanyIds === undefined || q.partnerCompanyIds.includes(a.authorCompanyId),
  filterCreated: (a, q) => inRange(a.createdMicros, q.createdFrom, q.createdTo),
  filterEdited: (a, q) => inRange(a.editMicros, q.editedFrom, q.editedTo),
  filterSearch: (a, q) => {
    if (q.search === undefined) return true;
    const needle = q.search.toLowerCase();
    return [a.fields.title, a.fields.description].some((t) => typeof t === 'string' && t.toLowerCase().includes(needle));
  },
  sortActions,
  page: (sorted: ActionRecord[], q: ListQuery) => sorted.slice(q.offset, q.offset + q.limit),
  pageBeforeFilters: false,
  totalCount: (matchCount: number) => matchCount,
  currentPage: (q: ListQuery) => Math.floor(q.offset / q.limit) + 1,
  listParams: (params: Readonly<Record<string, string | undefined>>) => params,
  listStatus: () => 200,
  listBody: (body) => body,
  listExpand: (requested: readonly ExpandField[]) => requested,
  listAnswerKey: (clientId: string, params: Readonly<Record<string, string | undefined>>) => `${clientId.length}:${clientId}${JSON.stringify(params)}`,
} satisfies PlatformBehaviour);

/** The list filters in the order they apply. */
export const FILTERS = [
  'filterStatuses',
  'filterCategoryIds',
  'filterAuthorIds',
  'filterResponsibleUserIds',
  'filterPartnerCompanyIds',
  'filterCreated',
  'filterEdited',
  'filterSearch',
] as const satisfies readonly (keyof PlatformBehaviour)[];

/** The rules a B1 answer is made of, besides the stored actions, the caller and the query. */
const LIST_RULES = [
  'listParams',
  'matchDirection',
  ...FILTERS,
  'sortActions',
  'page',
  'pageBeforeFilters',
  'totalCount',
  'currentPage',
  'listStatus',
  'listBody',
  'readCount',
  'readTime',
  'directions',
  'listExpand',
  'actionView',
] as const satisfies readonly (keyof PlatformBehaviour)[];

/**
 * Whether B1 answers are made by the default rules only (a mutant or personality may override any, and
 * its version may depend on more than the stored actions, the caller and the query: it is never kept).
 */
export function defaultListRules(b: PlatformBehaviour): boolean {
  return LIST_RULES.every((k) => b[k] === DEFAULT_BEHAVIOUR[k]);
}

export function behaviourWith(mutation: Partial<PlatformBehaviour> = {}): PlatformBehaviour {
  return { ...DEFAULT_BEHAVIOUR, ...mutation };
}
