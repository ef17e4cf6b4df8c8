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
export const DEFAULT_MATERIAL_LINK = { materialKey: 'materialId', revisionKey: 'revision' } as const;

/** Categories, users and companies the reference platform knows; a profile's `b.fixtures` replaces them. */
export const DEFAULT_FIXTURES_B = {
  categoryIds: [1, 2, 3],
  userIds: [1, 2, 3, 4],
  companyIds: [1, 2, 3],
} as const;

export const DEFAULTS = {
  outputDir: './conformance-reports',
  runs: 100,
  requestTimeoutMs: 10_000,
  /** Responses larger than this are cut off and the check fails: a hostile target cannot exhaust memory. */
  maxResponseBytes: 16 * 1024 * 1024,
  /** Requests in flight at once (`--concurrency`): checks and property runs share them. */
  concurrency: 8,
  /** Connections per origin in the keep-alive pool. */
  connections: 16,
  /** Client rules of part 7: how often and how long we wait on 429 and back off on 5xx. */
  maxRetries429: 5,
  maxRetryAfterMs: 30_000,
  maxRetries5xx: 2,
  backoffBaseMs: 100,
  backoffMaxMs: 2_000,
  /** Runs of the properties that send large bodies or create many resources are scaled down by this. */
  heavyRunsDivisor: 10,
  /** Grace for cleanup after the checks, per resource and in total. */
  cleanupTimeoutMs: 30_000,
} as const;
