// Every default of the tool in one place. The reference servers use the same values, so that a run
// without --target and a run against `conformance serve` need no profile.

export const DEFAULT_OPERATIONS_A = {
  createDocument: 'POST /suppliers/{supplier-id}/documents',
  replaceDocument: 'PUT /suppliers/{supplier-id}/documents',
  queryDocuments: 'GET /materials/{materialId}/documents',
} as const;

export const DEFAULT_OPERATIONS_B = {
  listActions: 'GET /v2/development-actions',
  createAction: 'POST /v2/development-actions',
  getAction: 'GET /v2/development-actions/{id}',
  updateAction: 'PATCH /v2/development-actions/{id}',
  deleteAction: 'DELETE /v2/development-actions/{id}',
} as const;

export type OperationNameA = keyof typeof DEFAULT_OPERATIONS_A;
export type OperationNameB = keyof typeof DEFAULT_OPERATIONS_B;
export type OperationName = OperationNameA | OperationNameB;

export const DEFAULT_TOKEN_PATH = '/oauth/token';
export const DEFAULT_API_KEY_HEADER = 'X-API-KEY';
/**
 * How the credentials a run makes up to be refused begin (a wrong API key, a bearer token never issued).
 * They are drawn at random, never derived from a real credential, so evidence and reproduction scripts show
 * them as sent; `verify` tells them from a leaked secret by this beginning.
 */
export const MADE_UP_CREDENTIAL_PREFIXES = { apiKey: 'wrong-key-', token: 'wrong-token-' } as const;
export const DEFAULT_MATERIAL_LINK = { materialKey: 'materialId', revisionKey: 'revision' } as const;

/** Categories, users and companies the reference platform knows; a profile's `b.fixtures` replaces them. */
export const DEFAULT_FIXTURES_B = {
  categoryIds: [1, 2, 3],
  userIds: [1, 2, 3, 4],
  companyIds: [1, 2, 3],
} as const;

export const DEFAULTS = {
  outputDir: './conformance-reports',
  /** Which results fail the run (`--fail-on`): `must`, the MUST failures; `should` adds the warnings. */
  failOn: 'must',
  runs: 100,
  requestTimeoutMs: 10_000,
  /** Responses larger than this are cut off and the check fails: a hostile target cannot exhaust memory. */
  maxResponseBytes: 16 * 1024 * 1024,
  /** Requests in flight at once (`--concurrency`): checks and property runs share them. */
  concurrency: 8,
  /**
   * Checks started at once, per request in flight: more checks than requests, so that checks waiting on a
   * shared fixture (interface B's data set) or on one request at a time do not hold the others back; the
   * in-flight bound still decides how many requests go out.
   */
  checksPerSlot: 2,
  /** Connections per origin in the keep-alive pool. */
  connections: 16,
  /** Client rules of part 7: how often and how long we wait on 429 and back off on 5xx. */
  maxRetries429: 5,
  maxRetryAfterMs: 30_000,
  maxRetries5xx: 2,
  backoffBaseMs: 100,
  backoffMaxMs: 2_000,
  /**
   * Cases a failing property tries while it shrinks its counterexample, at most. Each one is a chain of
   * requests (a create, a write, a read and a delete for most of interface B), and a record of many fields
   * can offer a thousand smaller candidates: unbounded, shrinking one failure cost more requests than the
   * rest of a default run. The verdict is the first failing case's; the bound only stops the search for a
   * smaller one, and the failure says so.
   */
  shrinkAttempts: 100,
  /** Runs of the properties that send large bodies or create many resources are scaled down by this. */
  heavyRunsDivisor: 10,
  /** Grace for cleanup after the checks, per resource and in total. */
  cleanupTimeoutMs: 30_000,
  /** A failed check's chain in the report: exchanges kept (first and last halves) and characters per body. */
  chainMaxExchanges: 40,
  chainBodyChars: 2048,
  /** Requests a reproduction script sends at most (a longer chain is cut, and the script says so). */
  scriptMaxRequests: 200,
  /**
   * Transport failures in a row (timeouts, resets, refusals; any answer resets the count) after which the
   * target counts as unresponsive and the run stops: a silent server would otherwise cost every request
   * its whole timeout, check after check.
   */
  unresponsiveAfter: 5,
  /** The console says which checks it is waiting on when no result came for this long. */
  progressIntervalMs: 5_000,
  /**
   * Characters an id from a server (or a path value from the profile) may have before the run refuses to put
   * it into a path: int64 ids, UUIDs and slugs are far shorter, and a longer one is an answer gone wrong.
   */
  maxPathSegmentChars: 256,
} as const;

/** The load phase (`--load`): the burst's bounds and connections, when neither the profile nor a flag sets them. */
export const LOAD_DEFAULTS = { maxRequests: 20_000, maxSeconds: 10, connections: 32 } as const;

/** `conformance judge-client`: how long a client may run, and the margins that keep the judgement fair. */
export const JUDGE_DEFAULTS = {
  durationSeconds: 120,
  /** After the bound, the client's processes get this long to end on SIGTERM before SIGKILL. */
  killGraceMs: 2_000,
  /** Timers may fire a little early; a retry this much before its Retry-After ends is not held against the client. */
  retryAfterToleranceMs: 20,
  /** A request arriving this soon after a 429 was answered was on its way before the client could know of it. */
  inFlightGraceMs: 100,
  /** A retry after a 5xx sooner than this is immediate, not backed off. */
  minBackoffMs: 100,
  /** Resends of one request after 5xx answers beyond this are unbounded retrying. */
  maxRetries5xx: 5,
  /** Requests recorded at most; the client is stopped when it reaches them (memory stays bounded). */
  maxRequests: 100_000,
} as const;
