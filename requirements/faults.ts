// Plausible ways a real implementation breaks a requirement that no fault switch of the reference shows
// yet, or that a black-box run cannot rule out: `conformance requirements` prints them beside the
// requirement as "not ruled out", next to the mutants (each with its fault) that a pass does rule out.
// Each `why` starts with the kind of gap: "no fault switch yet" (a check may well catch it, but no mutant
// proves that it does), "sampled only" (the run's data or sample may not reach the case), "not observable
// from outside" (no answer a black-box run can get shows it), or "a client rule" (judged elsewhere).

export interface OpenFault {
  requirement: string;
  /** How an implementation plausibly gets the rule wrong (ORMs, parsers, caches, framework defaults...). */
  fault: string;
  /** Why a pass does not rule it out. */
  why: string;
}

export const openFaults: readonly OpenFault[] = [
  // --- part 1 ---
  {
    requirement: 'R-A-json-bodies',
    fault: 'The router or a proxy in front answers an unknown path, a wrong method or an oversized body with its own HTML page.',
    why: 'no fault switch yet: the run sends only the operations of the profile, with bodies below common proxy limits',
  },
  {
    requirement: 'R-B-json-bodies',
    fault: 'A proxy in front answers a body above its limit (nginx client_max_body_size is 1 MB by default) with its own HTML 413 page.',
    why: 'sampled only: the run\'s bodies stay below common proxy limits (the framework\'s HTML 404 and text 405 pages are switched: unrouted-html-404, wrong-method-text-405)',
  },
  // --- part 2.1: the document body and the A3 item ---
  {
    requirement: 'R-A-document-body-fields-optional',
    fault: 'fileName is a NOT NULL column, so a document without fileName is refused or fails with 500.',
    why: 'no fault switch yet: A1.accepts-valid-document sends subsets of the fields, but no mutant requires one',
  },
  {
    requirement: 'R-A-document-body-fields-optional',
    fault: 'An empty metaData array, or a body of {}, is refused by a validator that wants at least one item.',
    why: 'sampled only: whether the sample of valid bodies holds an empty array depends on the seed',
  },
  {
    requirement: 'R-A-document-body-field-types',
    fault: 'The binder coerces fileName: 123 to "123" and a metaData value true to "true" instead of refusing them.',
    why: 'no fault switch yet: the switched mutants skip the Base64, metaData and body-shape checks, not type coercion',
  },
  {
    requirement: 'R-A-contents-of-file-size',
    fault: 'A reverse proxy in front (nginx client_max_body_size is 1 MB by default) answers 413 before the holder sees the document.',
    why: 'no fault switch yet: the reference has no proxy; the check would see the 413',
  },
  {
    requirement: 'R-A3-item-determined-fields',
    fault: 'Items of documents imported by another route (a bulk load, an older schema) have no fileName.',
    why: 'sampled only: the run reads the items of the materials it created documents for',
  },
  {
    requirement: 'R-A3-item-optional-input-fields',
    fault: 'description is filled only from a metaData key named "description" and is left out otherwise.',
    why: 'no fault switch yet: only an item without type is switched',
  },
  {
    requirement: 'R-A3-item-field-types',
    fault: 'description comes back null from a NULL column, or type as an object such as {"mime": ..., "ext": ...}.',
    why: 'no fault switch yet: only a missing data envelope is switched',
  },
  {
    requirement: 'R-A3-file-name-kept',
    fault: 'The storage normalises names to NFC (or NFD on macOS file systems), so a name sent decomposed comes back composed.',
    why: 'sampled only: the generated names may hold no decomposed sequences',
  },
  {
    requirement: 'R-A3-file-name-kept',
    fault: 'Names are truncated to the length of a VARCHAR(100) column.',
    why: 'sampled only: the generated names are short; part 8 shows no maximum text length',
  },
  // --- part 2.2: the development action ---
  {
    requirement: 'R-B-action-determined-fields',
    fault: 'categoryName comes from a cache of names loaded at start-up and is null for a category added later.',
    why: 'not observable from outside: no operation of the interface adds a category, so a client can name only the categories the platform had before the run, whose names any cache loaded at start-up holds',
  },
  {
    requirement: 'R-B1-expand-related',
    fault: 'A batch loader caps expanded relations per action (the first 10 tasks), so long lists come back cut.',
    why: 'sampled only: the run creates actions with few tasks, files and comments',
  },
  {
    requirement: 'R-B-comment-fields',
    fault: 'replies is null for a comment without replies, or a reply lacks authorUser for a deleted user.',
    why: 'not observable from outside: no operation of part 4 creates comments, so the run sees only comments already present',
  },
  {
    requirement: 'R-B-history-fields',
    fault: 'initiator is null for events caused by an integration, since no user stands behind its token.',
    why: 'not observable as a failure: part 2 never says a returned field is non-null, so null is tolerated in every field (schemas/common/shape.ts); an initiator left out altogether is caught',
  },
  {
    requirement: 'R-B-history-event-values',
    fault: 'The creation event is recorded under the platform\'s own name (ACTION_CREATED, created) instead of CREATED.',
    why: 'not observable from outside: the specification does not say on what event CREATED occurs',
  },
  {
    requirement: 'R-B1-current-page-advances',
    fault: 'currentPage is floor(offset / limit), so two offsets within one page size report the same page.',
    why: 'not observable as a failure: part 4.2 does not say which page an offset that is no multiple of limit lies on, and floor(offset / limit) + 1 is what the reference answers; the run pages by whole multiples of limit',
  },
  // --- part 3 ---
  {
    requirement: 'R-B-open-status-returned',
    fault: 'Actions in state Open break the output serialiser, whose enum lists only the five creation statuses.',
    why: 'not observable from outside: no request of the run can bring an action to Open (transitions are not shown)',
  },
  {
    requirement: 'R-B5-deletion-permanent',
    fault: 'A soft-deleted action comes back after a cache refill or a restore job.',
    why: 'not observable from outside: the run reads back only right after the deletion',
  },
  // --- part 4 ---
  {
    requirement: 'R-A-success-status-codes',
    fault: 'A3 answers 204 No Content when the material has no documents.',
    why: 'no fault switch yet: only the status of A1 and A2 is switched',
  },
  {
    requirement: 'R-A-method-follows-operation',
    fault: 'A2 is served on POST (an RPC-style replace endpoint), and the profile is written to match.',
    why: 'not observable from outside: the profile gives each operation its method, and the run sends exactly that',
  },
  {
    requirement: 'R-B-method-follows-operation',
    fault: 'The partial update is served on PUT or POST (a framework without PATCH routing), and the profile is written to match.',
    why: 'not observable from outside: the profile gives each operation its method, and the run sends exactly that',
  },
  {
    requirement: 'R-A1-create-answers-201',
    fault: 'A1 answers 201 for a document it merged into an existing one of the same fileName (an upsert).',
    why: 'not observable from outside: no answer tells a new document from a merged one',
  },
  // --- part 4.1: interface A ---
  {
    requirement: 'R-A1-creates-document',
    fault: 'The document is stored under another supplier (supplier-id read from a stale session or another header).',
    why: 'not observable from outside: A3 items carry no supplier',
  },
  {
    requirement: 'R-A1-supplier-id-required',
    fault: 'An empty supplier-id ("") counts as present, so a document is stored without a supplier.',
    why: 'no fault switch yet: the check leaves the parameter out; no mutant accepts it empty',
  },
  {
    requirement: 'R-A2-replaces-file',
    fault: 'Two overlapping replacements of one document both insert (read-then-insert without a lock or unique key), leaving two copies.',
    why: 'no fault switch yet: the run replaces one document at a time',
  },
  {
    requirement: 'R-A2-supplier-id-required',
    fault: 'A2 without supplier-id falls back to a default supplier and answers 200.',
    why: 'no fault switch yet: for A2 only the source of the error item is switched',
  },
  {
    requirement: 'R-A3-documents-of-material',
    fault: 'materialId is matched with LIKE or a prefix search, so material 12 also returns the documents of material 123.',
    why: 'no fault switch yet: no mutant widens the material match',
  },
  {
    requirement: 'R-A3-material-id-required',
    fault: 'A3 without materialId drops the WHERE clause and returns every document of every material.',
    why: 'no fault switch yet: only the message of the error item is switched',
  },
  {
    requirement: 'R-A3-revision-selects',
    fault: 'revision is compared as text, so "01" or "1.0" does not find revision 1.',
    why: 'sampled only: the run sends revision numbers in the form it created them',
  },
  {
    requirement: 'R-A3-latest-revision-by-default',
    fault: 'The latest revision is taken by upload time rather than by number, so a late upload of an older revision becomes the default.',
    why: 'no fault switch yet: the switched mutants take the first or the textually last revision',
  },
  {
    requirement: 'R-A3-data-array',
    fault: 'A material without documents is answered {"data": null} (a null collection serialised as null).',
    why: 'no fault switch yet: only a bare array is switched',
  },
  {
    requirement: 'R-A2-replacement-takes-effect',
    fault: 'A3 is served from a cache that the replacement does not invalidate, so the old document shows until it expires.',
    why: 'no fault switch yet: the switched mutant never applies the replacement',
  },
  // --- part 4.2: interface B ---
  {
    requirement: 'R-B1-filter-category-ids',
    fault: 'category_ids is matched with LIKE \'%1%\' on a text column, so category 1 also returns categories 10 and 21.',
    why: 'sampled only: it shows only when the platform has categories whose ids share digits',
  },
  {
    requirement: 'R-B1-filter-author-ids',
    fault: 'author_ids is compared with the last editor (a column set on every update) instead of the author.',
    why: 'not observable from outside: the run edits its actions with the user that created them',
  },
  {
    requirement: 'R-B1-direction-sent-received',
    fault: 'received holds every action shared to any company, not only those shared to the caller\'s.',
    why: 'sampled only: the platform\'s fixture may have a single partner company',
  },
  {
    requirement: 'R-B1-search',
    fault: 'search is case- or accent-sensitive (LIKE on PostgreSQL, a binary collation), so other spellings of a title word find nothing.',
    why: 'not observable as a failure: part 4.2 says only "free-text search", so whether it ignores case or accents is not stated; the run searches with the spelling of its own titles',
  },
  {
    requirement: 'R-B1-offset',
    fault: 'The sort column has ties (equal createdTime) and no tie-breaker, so the database orders ties differently per query and pages repeat or skip items.',
    why: 'not observable as a failure: the order among items that tie in the sort column is not stated, so B1.paging-no-overlap-no-gap reports a repeat or a gap confined to tied items as a warning, and the run\'s actions seldom share a timestamp',
  },
  {
    requirement: 'R-B3-id-required',
    fault: 'A read without an id routes to the list and answers 200 with the list body.',
    why: 'not observable from outside: without an id the request is the list\'s',
  },
  {
    requirement: 'R-B3-returns-action',
    fault: 'The read is served from a cache that a patch does not invalidate, so it lags behind the last update.',
    why: 'no fault switch yet: the B4 checks read back after a patch, but no mutant caches reads',
  },
  {
    requirement: 'R-B4-id-required',
    fault: 'A PATCH without an id reaches the collection and updates every action (an UPDATE without WHERE).',
    why: 'not observable from outside: the run never sends it, since on a faulty server it would change data the run did not create',
  },
  {
    requirement: 'R-B4-patch-fields-to-change',
    fault: 'Two overlapping patches of different fields each write the whole record they read, so one patch is lost.',
    why: 'no fault switch yet: the run patches one action at a time',
  },
  {
    requirement: 'R-B4-answers-action',
    fault: 'The answer serialises the entity as it was read before the update, so it shows the old values.',
    why: 'no fault switch yet: the switched mutant answers a message instead of the action',
  },
  {
    requirement: 'R-B4-patch-list-items-kept',
    fault: 'A merge by id skips items without an id, so new tasks or files sent in a patch are dropped.',
    why: 'no fault switch yet: the switched mutant keeps every stored list as it was',
  },
  {
    requirement: 'R-B5-id-required',
    fault: 'A DELETE without an id reaches the collection and deletes every action (a DELETE without WHERE).',
    why: 'not observable from outside: the run never sends it, since on a faulty server it would delete data the run did not create',
  },
  {
    requirement: 'R-B5-deletes-permanently',
    fault: 'Tasks, files and comments of a deleted action stay behind (no ON DELETE CASCADE) and their blobs remain downloadable.',
    why: 'not observable from outside: the interface has no route to a task or a file of its own',
  },
  {
    requirement: 'R-B1-defaults-whole-collection',
    fault: 'The default list shows only actions of the caller\'s business unit (a tenant filter that is on by default).',
    why: 'not observable from outside: the run cannot tell which actions its credentials should reach',
  },
  // --- part 5 ---
  {
    requirement: 'R-A-authenticated',
    fault: 'The key is compared with an early-exit string comparison, so its prefix leaks through response timing.',
    why: 'not observable from outside: a black-box run measures no timing',
  },
  {
    requirement: 'R-A-authenticated',
    fault: 'A successful authentication is cached per connection, so a later request on the same keep-alive connection without the key is served.',
    why: 'no fault switch yet: no mutant caches authentication',
  },
  {
    requirement: 'R-A-api-key-header',
    fault: 'The header name is matched case-sensitively (X-API-KEY only), so a client whose HTTP library lower-cases names is refused.',
    why: 'no fault switch yet: the run sends the header as the profile spells it',
  },
  {
    requirement: 'R-B-authenticated',
    fault: 'An expired token is still accepted (exp not checked, or validated tokens cached past their expiry).',
    why: 'not observable from outside: the run does not wait out a token lifetime, which part 5 does not show',
  },
  {
    requirement: 'R-B-authenticated',
    fault: 'A token issued by the same server for another API (another audience) is accepted.',
    why: 'not observable from outside: the run holds its own credentials only',
  },
  {
    requirement: 'R-B-oauth2',
    fault: 'The token endpoint takes client credentials only in the form body and refuses HTTP Basic, which RFC 6749 2.3.1 requires servers to support.',
    why: 'not observable from outside: an endpoint that refuses Basic from the run\'s client cannot be told from one whose client is registered for client_secret_post alone (RFC 7591 token_endpoint_auth_method), which RFC 6749 allows, and the run holds that one client only',
  },
  {
    requirement: 'R-B-token-basic-form-decoded',
    fault: 'The Basic credentials are percent-decoded with decodeURIComponent, which leaves "+" as it is, so a client whose secret holds a space (sent as "+") is refused.',
    why: 'not observable from outside: form-urlencoding writes "+" only for a space, so unless the client\'s own id or secret holds one no encoding of them carries a "+", and the run holds its own credentials only',
  },
  {
    requirement: 'R-B-unauthorized-www-authenticate',
    fault: 'An expired token is refused by another filter than a missing or unknown one, whose 401 carries no WWW-Authenticate challenge.',
    why: 'not observable from outside: the run has no expired token to send',
  },
  // --- part 7 ---
  {
    requirement: 'R-A-invalid-request-400',
    fault: 'The document is saved before it is validated, so a 400 leaves a stored document behind.',
    why: 'no fault switch yet: no mutant stores before it validates',
  },
  {
    requirement: 'R-A-unauthorized-401-body',
    fault: 'The 401 body is the gateway\'s own ({"error": "unauthorized"}), without message and errors.',
    why: 'no fault switch yet: only an empty 401 is switched',
  },
  {
    requirement: 'R-B-unauthorized-401-body',
    fault: 'An expired token is refused by another filter than a missing one, with WWW-Authenticate only and no body.',
    why: 'not observable from outside: the run has no expired token to send',
  },
  {
    requirement: 'R-A-server-error-500-body',
    fault: 'An uncaught exception is answered with the framework\'s HTML error page or a stack trace instead of the error body.',
    why: 'not observable from outside: a correct holder gives no 500 the run can provoke',
  },
  {
    requirement: 'R-B-server-error-500-body',
    fault: 'A 500 carries the framework\'s default body, leaking the SQL statement or a stack trace, instead of the error body.',
    why: 'not observable from outside: a correct platform gives no 500 the run can provoke',
  },
  {
    requirement: 'R-A-error-body',
    fault: 'Error items carry the framework\'s own keys (code, field, defaultMessage) instead of type, message and source.',
    why: 'no fault switch yet: only a body without errors is switched',
  },
  {
    requirement: 'R-A-error-source-names-field',
    fault: 'With several wrong fields, every item names the first one.',
    why: 'sampled only: the check breaks one field per request',
  },
  {
    requirement: 'R-A-missing-required-parameter',
    fault: 'The message names the parameter as the framework binds it (supplierId) instead of supplier-id.',
    why: 'no fault switch yet: the switched mutant names no parameter at all',
  },
  {
    requirement: 'R-A-not-found-404',
    fault: 'A2 for a supplier without such a file answers 200 and stores nothing.',
    why: 'not observable from outside: the specification ties no interface A condition to 404',
  },
  {
    requirement: 'R-C-no-unchanged-resend-after-4xx',
    fault: 'A generic retry wrapper (axios-retry, Polly, urllib3 Retry) resends on every non-2xx, 4xx included.',
    why: 'a client rule: `conformance run` cannot show it; judge-client judges recorded traffic',
  },
  {
    requirement: 'R-C-retry-429-after-retry-after',
    fault: 'The client retries a 429 at once or after its own fixed delay, or reads Retry-After only as seconds and not as an HTTP-date.',
    why: 'a client rule: `conformance run` cannot show it; judge-client judges recorded traffic',
  },
  {
    requirement: 'R-C-backoff-on-5xx',
    fault: 'The client retries a 5xx in a tight loop with a constant delay, adding to the outage.',
    why: 'a client rule: `conformance run` cannot show it; judge-client judges recorded traffic',
  },
  {
    requirement: 'R-B-throttled-429-retry-after',
    fault: 'Retry-After carries the limiter\'s milliseconds (msBeforeNext) as if seconds, so clients wait a thousand times too long.',
    why: 'not observable as a failure: a large number is a valid delta-seconds',
  },
  {
    requirement: 'R-B-throttled-error-body',
    fault: 'The 429 comes from a gateway with its own body ({"message": "API rate limit exceeded"}) without errors.',
    why: 'no fault switch yet: B.throttling-retry-after reports such 429s, but as a warning (the error body on a 429 is implied), while a fault switch names a check whose level it reaches',
  },
  // --- part 8 ---
  {
    requirement: 'R-B1-limit-range',
    fault: 'limit=1000 is accepted but capped at the ORM\'s maximum page size (500), so a page never holds 1000 items.',
    why: 'sampled only: it shows only when more than 500 actions match',
  },
  {
    requirement: 'R-B-throttling',
    fault: 'The rate limiter runs after the handler, so a write answered 429 was applied all the same.',
    why: 'no fault switch yet: the load phase does not read back after a 429',
  },
  // --- part 9 ---
  {
    requirement: 'R-A-no-version',
    fault: 'A framework template adds /v1 to the paths or an api-version header to every answer.',
    why: 'not observable from outside: a version can hide in any name the profile gives',
  },
];
