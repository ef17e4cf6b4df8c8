// Legitimate variants of the reference platform (interface B), each choosing differently where the
// specification is silent. The suite must pass every one of them, with no warning.
import type { ErrorItem } from '../common/http.ts';
import { sortActions, type ActionRecord, type PlatformOptions, type SeedAction, type StoredFields } from '../interface-b/index.ts';
import type { Personality } from './types.ts';

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
];
