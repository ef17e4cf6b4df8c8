// The classes of obligation: rules that hold for every operation, field, id shape, credential or input of
// their kind. Each class is checked once, as a property over generators of that class, applied to every
// operation and field the catalogue says it concerns; `conformance requirements` names the classes of
// each requirement. Adding an operation or a field extends the checks without new test code.

export type ObligationClassId =
  | 'refusal-changes-nothing'
  | 'credentials-first'
  | 'values-round-trip'
  | 'nullable-and-empty'
  | 'error-body-everywhere'
  | 'hostile-text'
  | 'everything-visible'
  | 'filter-algebra'
  | 'overlapping-requests';

export interface ObligationClass {
  id: ObligationClassId;
  title: string;
  /** The rule, for every member of the class. */
  rule: string;
  /** The generators (files of generators/) whose values the class's checks range over. */
  generators: readonly string[];
  /** The requirements whose checks hold the class (ids of the catalogue). */
  requirements: readonly string[];
}

export const obligationClasses: readonly ObligationClass[] = [
  {
    id: 'refusal-changes-nothing',
    title: 'a refused request changes nothing',
    rule: 'every write refused (invalid body, malformed JSON, missing or wrong credentials, unknown id) leaves the records, lists, edit times and history as they were: read back before and after',
    generators: [
      'generators/refusedWrite.ts',
      'generators/brokenActionBody.ts',
      'generators/brokenDocumentBody.ts',
      'generators/validActionBody.ts',
      'generators/actionPatch.ts',
      'generators/documentBody.ts',
    ],
    requirements: [
      'R-A-authenticated',
      'R-B-authenticated',
      'R-A-invalid-request-changes-nothing',
      'R-B-invalid-request-changes-nothing',
      'R-B-unknown-id-changes-nothing',
    ],
  },
  {
    id: 'credentials-first',
    title: 'who you are before what you ask for',
    rule: 'without valid credentials every operation answers 401, whatever the id, body or query; near-miss credentials are refused everywhere',
    generators: ['idShape', 'credentialNearMiss'],
    requirements: [
      'R-A-authenticated',
      'R-A-api-key-header',
      'R-A-unauthorized-401-body',
      'R-B-authenticated',
      'R-B-oauth2',
      'R-B-unauthorized-401-body',
    ],
  },
  {
    id: 'values-round-trip',
    title: 'values come back as they went in',
    rule: 'every string field returns text of any script as sent; every date-time sent with any offset comes back as the same instant; numbers keep their fractions',
    generators: [
      'generators/scriptText.ts',
      'generators/unicodeText.ts',
      'generators/fileName.ts',
      'generators/dateTimeString.ts',
      'generators/decimalNumber.ts',
      'generators/validActionBody.ts',
      'generators/actionPatch.ts',
    ],
    requirements: ['R-B2-stores-fields-sent', 'R-B4-answers-action', 'R-B4-patch-fields-to-change', 'R-B-values-keep-precision', 'R-A3-file-name-kept'],
  },
  {
    id: 'nullable-and-empty',
    title: '"or null" means null is accepted; empty arrays stay arrays',
    rule: 'every field marked "or null" takes null on create and update and reads back as null or empty; every array is [] when empty, at every depth',
    // The fields come from the creation schema (schemas/interface-b/actionCreate.ts), the arrays from the
    // response schemas: no generator of values.
    generators: [],
    requirements: ['R-B2-null-accepted-where-listed', 'R-B4-null-as-empty', 'R-B-action-field-types', 'R-B-comment-fields'],
  },
  {
    id: 'error-body-everywhere',
    title: 'every error is the error body, from every route',
    rule: 'every 4xx from every operation and every malformed path or method is JSON with the error body of part 7',
    generators: ['malformedPath', 'hostileText'],
    requirements: [
      'R-A-error-body',
      'R-B-error-body',
      'R-A-invalid-request-400',
      'R-B-invalid-request-400',
      'R-B2-invalid-request-400',
      'R-A-unauthorized-401-body',
      'R-B-unauthorized-401-body',
      'R-B-not-found-error-body',
      'R-B-throttled-error-body',
      'R-A-malformed-request-error-body',
      'R-B-malformed-request-error-body',
      'R-A-json-bodies',
      'R-B-json-bodies',
    ],
  },
  {
    id: 'hostile-text',
    title: 'hostile text is just text',
    rule: 'every string field and query parameter taking quotes, %, backslashes, control characters, SQL or template syntax or 10,000+ characters answers 2xx or 4xx with the error body, never 5xx',
    generators: ['hostileText'],
    requirements: ['R-A-invalid-request-400', 'R-B-invalid-request-400', 'R-B2-invalid-request-400', 'R-A-success-status-codes', 'R-B-success-status-codes'],
  },
  {
    id: 'everything-visible',
    title: 'everything visible is checked',
    rule: 'the schema and nested-field rules hold for every record the run reads (its own, seed records, other companies\'), at every depth',
    generators: [],
    requirements: [
      'R-B-action-field-types',
      'R-B-action-determined-fields',
      'R-B-user-fields',
      'R-B-company-fields',
      'R-B-task-determined-fields',
      'R-B-task-field-types',
      'R-B-file-determined-fields',
      'R-B-file-field-types',
      'R-B-comment-fields',
      'R-B-history-fields',
      'R-B1-expand-related',
      'R-B3-detail-arrays',
      'R-B3-returns-action',
    ],
  },
  {
    id: 'filter-algebra',
    title: 'filters as set algebra',
    rule: 'all = sent ∪ received; a multi-value filter is the union of its single values; two filters are the intersection; paging a filtered list yields the filtered set exactly',
    generators: ['filterRelation.ts'],
    requirements: [
      'R-B1-comma-list-is-union',
      'R-B1-filters-intersect',
      'R-B1-filter-created-at',
      'R-B1-filter-edited-at',
      'R-B1-direction-all-is-union',
      'R-B1-offset',
      'R-B1-limit',
    ],
  },
  {
    id: 'overlapping-requests',
    title: 'concurrency is a request pattern',
    rule: 'overlapping creates get distinct ids and are all readable; overlapping updates of one record leave one of the written states, never a mix',
    generators: ['overlappingCreates.ts', 'overlappingPatches.ts', 'validActionBody.ts'],
    requirements: ['R-B2-overlapping-creates-distinct', 'R-B4-overlapping-patches-not-mixed'],
  },
];

/** The classes a requirement belongs to. */
export function classesOf(requirementId: string): ObligationClassId[] {
  return obligationClasses.filter((c) => c.requirements.includes(requirementId)).map((c) => c.id);
}
