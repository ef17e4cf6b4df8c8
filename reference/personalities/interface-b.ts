// Legitimate variants of the reference platform (interface B), each choosing differently where the
// specification is silent. The suite must pass every one of them, with no warning.
import type { ErrorItem } from '../common/http.ts';
import { sortActions, type ActionRecord, type PlatformOptions, type SeedAction, type StoredFields } from '../interface-b/index.ts';
import type { Personality } from './types.ts';
import { DEFAULT_OPERATIONS_B } from '../../src/defaults.ts';
import { formatAtOffset, microsecondClock, rewriteDateTimes } from './dates.ts';
import { manyActions } from './seed-data.ts';

export type PersonalityB = Personality<PlatformOptions>;

const AMOUNTS: Record<string, string> = {
  targetBenefitsSavings: 'targetBenefitsSavingsCurrency',
  personnelCostsAndInvestments: 'personnelCostsAndInvestmentsCurrency',
  annualSpend: 'annualSpendCurrency',
  targetAnnualCostSavings: 'targetAnnualCostSavingsCurrency',
  actualAnnualCostSavings: 'actualAnnualCostSavingsCurrency',
};

/** Each amount needs its currency, an ISO 4217 code; the CO2 figure needs a unit of mass. */
function strictBenefits(o: Record<string, unknown>, path: string): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const invalid = (field: string, message: string) => errors.push({ type: 'INVALID_VALUE', message, source: `${path}.${field}` });
  for (const [amount, currency] of Object.entries(AMOUNTS)) {
    if (Object.hasOwn(o, amount) && !Object.hasOwn(o, currency)) invalid(currency, `${amount} needs its currency`);
    if (Object.hasOwn(o, currency) && !/^[A-Z]{3}$/.test(String(o[currency]))) invalid(currency, 'not an ISO 4217 code');
  }
  if (Object.hasOwn(o, 'estimatedAnnualCo2EmissionImpact') && !['t', 'kg', 'g'].includes(String(o.estimatedAnnualCo2EmissionImpactUnit))) {
    invalid('estimatedAnnualCo2EmissionImpactUnit', 'the CO2 figure needs a unit: t, kg or g');
  }
  return errors;
}

/** Tasks and files of a patch are merged into the stored ones by id; items without an id are added. */
function mergeById(current: Partial<StoredFields>, patch: Partial<StoredFields>): Partial<StoredFields> {
  const merge = <T extends { id: bigint }>(stored: T[] = [], sent: T[] | undefined): T[] | undefined => {
    if (sent === undefined) return stored;
    const byId = new Map(stored.map((x) => [x.id, x]));
    for (const item of sent) byId.set(item.id, { ...byId.get(item.id), ...item });
    return [...byId.values()];
  };
  return { ...current, ...patch, tasks: merge(current.tasks, patch.tasks), files: merge(current.files, patch.files) };
}

const trim = (s: string | null | undefined) => (typeof s === 'string' ? s.trim() : s);

/** Text is stored without surrounding whitespace. */
function trimmed<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = { ...input };
  for (const k of ['title', 'description']) if (typeof out[k] === 'string') out[k] = trim(out[k] as string);
  for (const k of ['tags', 'qualityBenefits']) if (Array.isArray(out[k])) out[k] = (out[k] as string[]).map((s) => s.trim());
  if (Array.isArray(out.tasks)) out.tasks = (out.tasks as { description?: string }[]).map((t) => ({ ...t, description: trim(t.description) }));
  if (Array.isArray(out.files)) {
    out.files = (out.files as { filename?: string; folder?: string; description?: string }[]).map((f) => ({
      ...f,
      filename: trim(f.filename),
      folder: trim(f.folder),
      description: trim(f.description),
    }));
  }
  return out as T;
}

/** Actions already on the platform: a partner's shared with the run's company (received), a colleague's. */
const FOREIGN: SeedAction[] = [
  {
    authorUserId: 3,
    body: {
      status: 'Suggestion',
      title: 'Partner suggestion shared with us',
      categoryId: 3,
      allowTaskEditingForPartners: true,
      benefits: { annualSpend: 1000, annualSpendCurrency: 'EUR' },
      shareTo: [{ companyId: 1 }],
    },
    comments: [{ authorUserId: 3, comment: 'Please review', replies: [{ authorUserId: 1, comment: 'Looking into it' }] }],
  },
  { authorUserId: 2, body: { status: 'Draft', title: 'Colleague draft', categoryId: 2, allowTaskEditingForPartners: false, benefits: {} } },
];

const QUERY_ID_OPERATIONS = {
  listActions: 'GET /v2/development-actions',
  createAction: 'POST /v2/development-actions',
  getAction: 'GET /v2/development-actions',
  updateAction: 'PATCH /v2/development-actions',
  deleteAction: 'DELETE /v2/development-actions',
};

/** The operations under a gateway's prefix; the profile's target names the prefix (its base URL has a path). */
const PREFIX = '/api/platform';
const PREFIXED_OPERATIONS = Object.fromEntries(Object.entries(DEFAULT_OPERATIONS_B).map(([name, op]) => [name, op.replace(' /', ` ${PREFIX}/`)]));

const DESC = (x: ActionRecord, y: ActionRecord) => (x.id < y.id ? 1 : x.id > y.id ? -1 : 0);

export const personalitiesB: PersonalityB[] = [
  {
    name: 'strict-benefits',
    chooses: 'refuses an amount without its currency, a currency that is not an ISO 4217 code, a CO2 figure without a unit',
    openPoint: 'part 2.2: "Which benefit fields are required, and the allowed values of the currency fields and of the unit field: not shown"',
    options: { mutation: { benefitRules: strictBenefits } },
  },
  {
    name: 'merge-patch-by-id',
    chooses: 'a PATCH merges tasks and files into the stored ones by id (new items are added) instead of replacing the lists',
    openPoint: 'part 4.2 B4: "a development action object containing only the fields to be changed. Exact list of changeable fields: not shown"',
    options: { mutation: { mergePatch: mergeById } },
  },
  {
    name: 'trimmed-text',
    chooses: 'stores titles, descriptions, tags and other free text without surrounding whitespace',
    openPoint: 'part 2.2 lists these fields as "string" only; whether text is stored verbatim is not shown',
    options: { mutation: { beforeStore: (input) => trimmed(input) } },
  },
  {
    name: 'zero-based-current-page',
    chooses: 'meta.paging.currentPage counts pages from 0',
    openPoint: 'part 2.2: "meta.paging.currentPage (integer)"; how pages are numbered is not shown',
    options: { mutation: { currentPage: (q) => Math.floor(q.offset / q.limit) } },
  },
  {
    name: 'exclusive-upper-date-bounds',
    chooses: 'created_at_to and edited_at_to exclude the bound itself',
    openPoint: 'part 4.2 B1: "created at to", "edited at to"; whether a bound is inclusive is not shown',
    options: {
      mutation: {
        filterCreated: (a, q) => (q.createdFrom === undefined || a.createdMicros >= q.createdFrom) && (q.createdTo === undefined || a.createdMicros < q.createdTo),
        filterEdited: (a, q) => (q.editedFrom === undefined || a.editMicros >= q.editedFrom) && (q.editedTo === undefined || a.editMicros < q.editedTo),
      },
    },
  },
  {
    name: 'ids-in-the-query',
    chooses: 'every operation on one action carries its id in the query string',
    openPoint: 'part 4.2 B3-B5: "Path shape: not shown"',
    // A parameter with no placeholder in the path or a header travels in the query (GET …?id=42).
    options: { operations: QUERY_ID_OPERATIONS },
    profile: { operations: QUERY_ID_OPERATIONS },
  },
  {
    name: 'ids-above-2-53',
    chooses: 'action, task and file ids start at 2^60',
    openPoint: 'part 2.2: "id (integer)", categoryId "integer int64": no range below int64 is shown',
    options: { idStart: 2n ** 60n },
  },
  {
    name: 'received-read-only',
    chooses: "actions shared with the caller's company by a partner can be read but not patched or deleted (403); such actions exist before the run",
    openPoint: 'part 5: "Which caller may perform which operation: not shown"',
    options: { seedActions: FOREIGN, mutation: { mayChange: (a, caller) => a.authorCompanyId === caller.company.id } },
  },
  {
    name: 'client-secret-post-only',
    chooses: 'the token endpoint takes the client credentials in the form body only (client_secret_post)',
    openPoint: 'part 5: "OAuth 2.0. Grant types, token address ({auth_url}), scopes and token lifetime: not shown"',
    options: { tokenAuthMethods: ['client_secret_post'] },
    profile: { oauth: { authMethod: 'client_secret_post' } },
  },
  {
    name: 'newest-first',
    chooses: 'without sortingColumn the list is ordered newest first',
    openPoint: 'part 4.2 B1: sortingColumn and sortingDirection have no default shown',
    options: { mutation: { sortActions: (actions, column, direction) => (column ? sortActions(actions, column, direction) : [...actions].sort(DESC)) } },
  },
  {
    name: 'create-answers-id-only',
    chooses: 'a create answers with the new id only, not the whole action',
    openPoint: 'part 4.2 B2: "Response body on success: not shown"',
    options: { mutation: { createdBody: (_rendered, a) => ({ id: a.id }) } },
  },
  {
    name: 'served-under-a-prefix',
    chooses: 'the operations are served under /api/platform/v2/ behind a gateway (every other path answers 404); the profile\'s target is the base URL https://…/api/platform',
    openPoint: 'part 4.2: "Path shape: not shown" for every operation; part 9: "Version identifier in a path or header ...: not shown"',
    options: { operations: PREFIXED_OPERATIONS },
    targetPath: PREFIX,
  },
  {
    name: 'utc-offset-microseconds',
    chooses: 'returned date-times are written with +00:00 and six digits of the second (as PostgreSQL keeps them), deadlines too',
    openPoint: 'part 2.2: createdTime, editTime, deadline and the other times are "string, date-time"; the offset and precision written are not shown',
    options: { now: microsecondClock, mutation: { actionView: (view) => rewriteDateTimes(view, (us) => formatAtOffset(us, 0, 6)) } },
  },
  {
    name: 'local-offset-times',
    chooses: 'every returned date-time is written in the platform\'s time zone, +02:00 (the same instants)',
    openPoint: 'part 2.2: the date-time fields are "string, date-time"; which offset they are written in is not shown',
    options: { mutation: { actionView: (view) => rewriteDateTimes(view, (us) => formatAtOffset(us, 120, 3)) } },
  },
  {
    name: 'compressed-answers',
    chooses: 'answers are compressed (br, gzip or deflate) whenever the request\'s Accept-Encoding allows it',
    openPoint: 'part 1: "Both interfaces carry JSON bodies"; how bodies are encoded in transit is not shown',
    options: { transport: { compression: ['br', 'gzip', 'deflate'] } },
  },
  {
    name: 'compressed-unless-refused',
    chooses: 'answers are gzip-compressed unless the request\'s Accept-Encoding excludes it, also when it has none',
    openPoint: 'part 1: "Both interfaces carry JSON bodies"; the encoding in transit is HTTP\'s (RFC 9110 12.5.3: without Accept-Encoding any coding is acceptable)',
    options: { transport: { compression: ['gzip'], compressUnasked: true } },
  },
  {
    name: 'connection-close',
    chooses: 'every answer carries Connection: close and the connection is closed after it',
    openPoint: 'part 4: methods and success status codes only; whether a connection stays open is not shown',
    options: { transport: { connectionClose: true } },
  },
  {
    name: 'tight-throttling',
    chooses: 'a token bucket of 30 requests a second per client (429 with Retry-After beyond it)',
    openPoint: 'part 8: "Throttling exists in interface B (status 429 with Retry-After). Rate quotas and windows: not shown"',
    options: { rateLimit: { capacity: 30, refillPerSecond: 30 } },
    // A run waits out the bucket (about its requests / 30 seconds): fewer property runs trim those that depend on them.
    runs: 5,
  },
  {
    name: 'short-lived-tokens',
    chooses: 'access tokens live 3 seconds (a run outlives several)',
    openPoint: 'part 5: "OAuth 2.0. Grant types, token address ({auth_url}), scopes and token lifetime: not shown"',
    options: { tokenLifetimeSeconds: 3 },
  },
  {
    name: 'thousands-of-actions',
    chooses: 'the platform holds 3000 actions before the run, by colleagues and partners, shared with the caller\'s company or not',
    openPoint: 'part 4.2 B1: the list covers every action the caller may see; which data a platform holds is not the specification\'s',
    options: { seedActions: manyActions(3000) },
  },
];
