// Plausible ways a real implementation breaks a requirement that no fault switch of the reference shows
// yet, or that a black-box run cannot rule out: `conformance requirements` prints them beside the
// requirement as "not ruled out", next to the mutants (each with its fault) that a pass does rule out.
// Each `why` starts with the kind of gap: "no fault switch yet" (a check may well catch it, but no mutant
// proves that it does), "sampled only" (the run's data or sample may not reach the case), "not observable
// from outside" (no answer a black-box run can get shows it), "left open by the specification" (a server
// that does it is within the words, so no run may fail it), or "a client rule" (judged elsewhere).

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
    requirement: 'R-B-json-bodies',
    fault: 'A framework error page (405 for an unsupported method, 404 for an unknown path, 413 for a large body) is served as HTML.',
    why: 'no fault switch yet: the run sends only the operations of the profile, with bodies below common proxy limits',
  },
  {
    requirement: 'R-B-json-bodies',
    fault: 'A body sent as "application/json; charset=utf-8" is refused with 415 because the media type is matched exactly.',
    why: 'no fault switch yet: the run always sends the same Content-Type',
  },
  {
    requirement: 'R-B-json-member-order-insignificant',
    fault: 'The items of tasks, files or shareTo are bound positionally (a tuple-like decoder), so an item with its members in another order is read wrong.',
    why: 'sampled only: the body spelt in two orders carries benefits as its one nested object, no tasks, files or shareTo',
  },
  {
    requirement: 'R-B-operations',
    fault: 'A proxy or framework routes only GET, POST, PUT and DELETE, so PATCH answers 405.',
    why: 'no fault switch yet: the B4 checks would fail, but no mutant removes an operation',
  },
  // --- part 2.1: the document body and the A3 item ---
  {
    requirement: 'R-A3-item-determined-fields',
    fault: 'Items of documents imported by another route (a bulk load, an older schema) have no fileName.',
    why: 'not observable from outside: the run puts documents in through A1 and A2 only, and it knows no material whose documents came in by another route, so no item it can read is one of them',
  },
  // --- part 2.2: the development action ---
  {
    requirement: 'R-B-action-field-types',
    fault: 'int64 ids above 2^53 are written as JSON numbers that lose precision in JavaScript servers, or as strings.',
    why: 'sampled only: the schema check sees only the ids the server hands out, which are small',
  },
  {
    requirement: 'R-B-action-field-types',
    fault: 'editTime is written without an offset (a LocalDateTime or a DATETIME column serialised as 2024-01-01T10:00:00).',
    why: 'no fault switch yet: only a numeric title is switched',
  },
  {
    requirement: 'R-B-action-determined-fields',
    fault: 'categoryName comes from a cache of names loaded at start-up and is null for a category added later.',
    why: 'sampled only: the run uses the categories the platform already had',
  },
  {
    requirement: 'R-B-action-optional-input-fields',
    fault: 'sharedTo is left out when empty, because the ORM serialises a collection only once it was loaded.',
    why: 'no fault switch yet: only a read dropping every null field is switched',
  },
  {
    requirement: 'R-B3-detail-arrays',
    fault: 'An action without comments has comments: null (a lazy collection never initialised) instead of [].',
    why: 'no fault switch yet: the switched mutant leaves the three arrays out altogether',
  },
  {
    requirement: 'R-B1-expand-related',
    fault: 'A batch loader caps expanded relations per action (the first 10 tasks), so long lists come back cut.',
    why: 'sampled only: the run creates actions with few tasks, files and comments',
  },
  {
    requirement: 'R-B2-creation-required-fields',
    fault: 'allowTaskEditingForPartners is a primitive boolean in the DTO, so a body without it defaults to false instead of being refused.',
    why: 'no fault switch yet: only the requiredness of title is switched',
  },
  {
    requirement: 'R-B2-status-values',
    fault: 'Status is parsed by an enum parser that ignores case, so "draft" is accepted and stored as Draft.',
    why: 'no fault switch yet: the switched mutant accepts Open and Archived only',
  },
  {
    requirement: 'R-B2-creation-field-types',
    fault: 'A lax binder (Jackson, Pydantic lax mode) coerces categoryId "12" to 12 and allowTaskEditingForPartners "true" to true.',
    why: 'no fault switch yet: the type mutant changes only the status code of the refusal',
  },
  {
    requirement: 'R-B2-creation-field-types',
    fault: 'Only top-level fields are validated, so a task whose timeEstimate is a string is stored.',
    why: 'no fault switch yet: no mutant skips the validation of nested items',
  },
  {
    requirement: 'R-B2-null-only-where-listed',
    fault: 'null for description or deadline is accepted and stored as absent, because the column is nullable.',
    why: 'no fault switch yet: only lenient date-times are switched',
  },
  {
    requirement: 'R-B2-null-only-where-listed',
    fault: 'Base64 file contents are decoded leniently (Buffer.from skips unknown characters), so a broken base64file is stored.',
    why: 'no fault switch yet: only lenient date-times are switched',
  },
  {
    requirement: 'R-B2-stores-fields-sent',
    fault: 'A non-strict MySQL mode silently truncates a title or description longer than its VARCHAR(255) column.',
    why: 'sampled only: the generated texts are short; part 8 shows no maximum text length',
  },
  {
    requirement: 'R-B2-stores-fields-sent',
    fault: 'Benefit amounts are stored as FLOAT, so 0.1 + 0.2 style values or long decimals come back altered.',
    why: 'sampled only: whether the generated amounts lose digits in a float depends on the sample',
  },
  {
    requirement: 'R-B2-business-unit-optional',
    fault: 'businessUnitId is a non-nullable Long in the DTO, so an explicit null is refused though the field is "integer int64 or null".',
    why: 'no fault switch yet: no mutant refuses a null businessUnitId',
  },
  {
    requirement: 'R-B-user-fields',
    fault: 'The User of a partner company lacks companyName, because the join covers the companies of the caller only.',
    why: 'sampled only: the users the run can name are those of its own fixture',
  },
  {
    requirement: 'R-B-company-fields',
    fault: 'sharedTo items carry only the companyId sent, without name, because the sharing rows are serialised without a join.',
    why: 'no fault switch yet: the switched mutant drops authorCompany, not a name inside sharedTo',
  },
  {
    requirement: 'R-B-task-determined-fields',
    fault: 'isActive or editStatus is null for a task created through B2, because only a later workflow step sets it.',
    why: 'no fault switch yet: no mutant leaves a task field out',
  },
  {
    requirement: 'R-B-task-optional-input-fields',
    fault: 'responsibleCompany is derived only for partner users and left out for users of the caller\'s own company.',
    why: 'no fault switch yet: the switched mutant drops every null field at once',
  },
  {
    requirement: 'R-B-task-field-types',
    fault: 'timeEstimate in a DECIMAL column comes back as a string (node-postgres returns numeric as text).',
    why: 'no fault switch yet: only a numeric title is switched',
  },
  {
    requirement: 'R-B-file-determined-fields',
    fault: 'created is set only by a separate upload endpoint, so files sent in the creation body come back without it.',
    why: 'no fault switch yet: no mutant leaves a file field out',
  },
  {
    requirement: 'R-B-file-optional-input-fields',
    fault: 'folder is left out when no folder was sent, instead of coming back null or empty.',
    why: 'no fault switch yet: the switched mutant drops every null field at once',
  },
  {
    requirement: 'R-B-file-field-types',
    fault: 'created is written as the blob store\'s modification time in epoch milliseconds, a number.',
    why: 'no fault switch yet: only a numeric title is switched',
  },
  {
    requirement: 'R-B-comment-fields',
    fault: 'replies is null for a comment without replies, or a reply lacks authorUser for a deleted user.',
    why: 'not observable from outside: no operation of part 4 creates comments, so the run sees only comments already present',
  },
  {
    requirement: 'R-B-history-fields',
    fault: 'initiator is null for events caused by an integration, since no user stands behind its token.',
    why: 'sampled only: every event the run causes comes from its one client',
  },
  {
    requirement: 'R-B-history-event-values',
    fault: 'The creation event is recorded under the platform\'s own name (ACTION_CREATED, created) instead of CREATED.',
    why: 'not observable from outside: the specification does not say on what event CREATED occurs',
  },
  {
    requirement: 'R-B1-paging-fields',
    fault: 'totalCount is a string, because the driver returns COUNT(*) as a bigint string (node-postgres).',
    why: 'no fault switch yet: only a fractional currentPage is switched',
  },
  {
    requirement: 'R-B1-total-count-counts-matches',
    fault: 'The COUNT query is built apart from the list query and misses some WHERE clauses (direction, search).',
    why: 'no fault switch yet: the switched mutants count the page or add one',
  },
  {
    requirement: 'R-B1-current-page-advances',
    fault: 'currentPage is floor(offset / limit), so two offsets within one page size report the same page.',
    why: 'sampled only: the run pages by whole multiples of limit',
  },
  // --- part 3 ---
  {
    requirement: 'R-B2-status-of-new-action',
    fault: 'A workflow hook run after the insert moves a new Completed or Cancelled action to Open.',
    why: 'no fault switch yet: the switched mutant files every action as Draft',
  },
  {
    requirement: 'R-B-open-status-returned',
    fault: 'Actions in state Open break the output serialiser, whose enum lists only the five creation statuses.',
    why: 'not observable from outside: no request of the run can bring an action to Open (transitions are not shown)',
  },
  {
    requirement: 'R-B2-task-status-open',
    fault: 'A task\'s status is overwritten by the platform\'s initial state (New, Not started) whatever was sent.',
    why: 'no fault switch yet: only upper-casing is switched',
  },
  {
    requirement: 'R-B5-deletion-permanent',
    fault: 'The id of a deleted action is handed out again (SQLite without AUTOINCREMENT, a sequence reset), so the old id reads as another action.',
    why: 'sampled only: a run creates few actions after its deletions',
  },
  {
    requirement: 'R-B5-deletion-permanent',
    fault: 'A soft-deleted action comes back after a cache refill or a restore job.',
    why: 'not observable from outside: the run reads back only right after the deletion',
  },
  // --- part 4 ---
  {
    requirement: 'R-B-success-status-codes',
    fault: 'B1 answers 206 Partial Content for a page that is not the last (a range-style pagination default).',
    why: 'no fault switch yet: no mutant changes the status of B1',
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
  {
    requirement: 'R-B2-create-answers-201',
    fault: 'The 201 is sent before the transaction commits (a write queued behind the answer), so an immediate read gives 404.',
    why: 'sampled only: whether a read right after the creation sees it depends on timing',
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
    why: 'left open by the specification: part 4.1 types supplier-id as a string with no minimum length, so a document stored under "" is no answer the specification rules out (and where supplier-id is a path segment, an empty one names another resource)',
  },
  {
    requirement: 'R-A3-revision-selects',
    fault: 'revision is compared as text, so "01" or "1.0" does not find revision 1.',
    why: 'left open by the specification: part 4.1 makes revision a string, so an answer that does not find revision 1 under "01" or "1.0" is what a holder comparing the text, as the specification allows, gives too',
  },
  {
    requirement: 'R-A3-latest-revision-by-default',
    fault: 'The latest revision is taken by upload time rather than by number, so a late upload of an older revision becomes the default.',
    why: 'left open by the specification: part 4.1 does not say whether the latest revision is the highest number or the one given last, so the run gives its revisions in ascending order (both readings agree) and no answer can hold either reading against a holder',
  },
  // --- part 4.2: interface B ---
  {
    requirement: 'R-B1-parameters-optional',
    fault: 'A list without sortingColumn builds ORDER BY null (or ORDER BY undefined) and fails with 500.',
    why: 'no fault switch yet: B1.list-schema lists without parameters, but no mutant fails there',
  },
  {
    requirement: 'R-B1-filter-partner-company-ids',
    fault: 'partner_company_ids is matched against the companies an action is shared to instead of the author\'s company.',
    why: 'no fault switch yet: only an ignored filter is switched',
  },
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
    requirement: 'R-B1-filter-responsible-user-ids',
    fault: 'responsible_user_ids also matches the responsible users of tasks (a join over the wrong table).',
    why: 'no fault switch yet: the switched mutants ignore the filter or keep its first id',
  },
  {
    requirement: 'R-B1-filter-statuses',
    fault: 'statuses is split on spaces as well as commas (or + is not decoded), so "In Progress" never matches.',
    why: 'no fault switch yet: only an ignored filter is switched',
  },
  {
    requirement: 'R-B1-filter-created-at',
    fault: 'The bounds are compared in the server\'s local zone or cast to a date, so a bound with an offset moves by hours.',
    why: 'sampled only: whether an action falls between the shifted and the true bound depends on the run\'s timing',
  },
  {
    requirement: 'R-B1-filter-edited-at',
    fault: 'editTime is not touched by a bulk UPDATE (the ORM\'s update-timestamp hook does not fire), so the filter misses patched actions.',
    why: 'no fault switch yet: only an ignored filter is switched',
  },
  {
    requirement: 'R-B1-expand-adds-fields-only',
    fault: 'With expand, LIMIT applies to the rows of the actions joined with their tasks, so an expanded page holds fewer actions than limit although more match.',
    why: 'sampled only: the lists compared with and without expand fit one page of 1000, so a page cut by joined rows shows only on longer lists',
  },
  {
    requirement: 'R-B1-query-order-insignificant',
    fault: 'The query reader depends on the order of some parameters only (expand read only before direction, partner_company_ids only before the date bounds).',
    why: 'sampled only: one query (two filters, the time window, a sort and a limit) is sent in table order and reversed, not every order of every parameter',
  },
  {
    requirement: 'R-B1-expand-values',
    fault: 'expand is bound to one enum value, so expand=tasks,comments expands only tasks (or nothing).',
    why: 'no fault switch yet: the switched mutants ignore expand or always expand',
  },
  {
    requirement: 'R-B1-direction-default-all',
    fault: 'An absent direction works, but direction=all is refused or taken as sent, because the enum holds only sent and received.',
    why: 'no fault switch yet: the switched mutants change the default only',
  },
  {
    requirement: 'R-B1-direction-sent-received',
    fault: 'received holds every action shared to any company, not only those shared to the caller\'s.',
    why: 'sampled only: the platform\'s fixture may have a single partner company',
  },
  {
    requirement: 'R-B1-search',
    fault: 'search is case- or accent-sensitive (LIKE on PostgreSQL, a binary collation), so other spellings of a title word find nothing.',
    why: 'sampled only: the run searches with the spelling of its own titles',
  },
  {
    requirement: 'R-B1-search-narrows',
    fault: 'The search text goes into a LIKE pattern unescaped, so % or _ in it matches every action.',
    why: 'no fault switch yet: the switched mutant ignores the text altogether',
  },
  {
    requirement: 'R-B1-sorting',
    fault: 'The page is sorted in memory after LIMIT, so each page is ordered but the list as a whole is not.',
    why: 'no fault switch yet: the switched mutants ignore or reverse the order of the whole list',
  },
  {
    requirement: 'R-B1-limit',
    fault: 'limit rows are fetched first and filtered in memory afterwards, so a filtered page holds fewer items than there are matches.',
    why: 'no fault switch yet: no mutant filters after paging',
  },
  {
    requirement: 'R-B1-offset',
    fault: 'The sort column has ties (equal createdTime) and no tie-breaker, so the database orders ties differently per query and pages repeat or skip items.',
    why: 'sampled only: the run\'s actions seldom share a timestamp',
  },
  {
    requirement: 'R-B1-response-body',
    fault: 'An empty result is answered with data: null, or without meta, by a serialiser that skips empty parts.',
    why: 'no fault switch yet: only a fractional currentPage is switched',
  },
  {
    requirement: 'R-B2-request-body',
    fault: 'A body nested deeper than the parser\'s depth limit, or with a very large array, fails with 500 instead of a 400.',
    why: 'sampled only: the run\'s bodies are small; part 8 shows no maximum',
  },
  {
    requirement: 'R-B2-invalid-request-400',
    fault: 'The action is inserted before its tasks and files are validated, so a 400 for a bad task leaves a half-created action behind.',
    why: 'no fault switch yet: no mutant stores before it validates',
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
    requirement: 'R-B5-answers-message',
    fault: 'B5 answers 204 No Content, the REST default for DELETE, without the message object.',
    why: 'no fault switch yet: the switched mutant answers 200 with another body',
  },
  {
    requirement: 'R-B1-defaults-whole-collection',
    fault: 'The default list shows only actions of the caller\'s business unit (a tenant filter that is on by default).',
    why: 'not observable from outside: the run cannot tell which actions its credentials should reach',
  },
  {
    requirement: 'R-B1-date-time-parameters-validated',
    fault: 'A lenient date parser rolls created_at_from=2024-13-45 over into a valid date instead of refusing it.',
    why: 'sampled only: the run sends a few garbage values, not every out-of-range date',
  },
  // --- part 5 ---
  {
    requirement: 'R-A-authenticated',
    fault: 'The key is compared with an early-exit string comparison, so its prefix leaks through response timing.',
    why: 'not observable from outside: a black-box run measures no timing',
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
    why: 'no fault switch yet: the run falls back to client_secret_post, and B.token-basic-form-decoded skips an endpoint that takes no Basic from the client at all (it may be registered for post alone)',
  },
  {
    requirement: 'R-B-token-basic-form-decoded',
    fault: 'The Basic credentials are percent-decoded with decodeURIComponent, which leaves "+" as it is, so a client whose secret holds a space (sent as "+") is refused.',
    why: 'sampled only: the check sends every byte as %XX, never "+", and the client\'s own credentials may hold no space',
  },
  {
    requirement: 'R-B-unauthorized-www-authenticate',
    fault: 'An expired token is refused by another filter than a missing or unknown one, whose 401 carries no WWW-Authenticate challenge.',
    why: 'not observable from outside: the run has no expired token to send',
  },
  {
    requirement: 'R-B-bearer-scheme-case-insensitive',
    fault: 'The scheme is matched against the two spellings "Bearer" and "bearer" only, so "BEARER" is refused.',
    why: 'sampled only: the check sends the scheme in lower case only',
  },
  {
    requirement: 'R-B-token-rejects-wrong-secret',
    fault: 'A wrong secret makes the token endpoint answer 200 with an error field, or 500 from an unhandled exception.',
    why: 'no fault switch yet: only a token handed to any secret is switched',
  },
  // --- part 7 ---
  {
    requirement: 'R-B-invalid-request-400',
    fault: 'A list query parameter that is no integer (offset=abc) reaches the database and fails with 500.',
    why: 'no fault switch yet: no mutant fails on a list parameter',
  },
  {
    requirement: 'R-B-unauthorized-401-body',
    fault: 'An expired token is refused by another filter than a missing one, with WWW-Authenticate only and no body.',
    why: 'not observable from outside: the run has no expired token to send',
  },
  {
    requirement: 'R-B-not-found-404',
    fault: 'An id beyond int64 (9223372036854775808) or not a number makes the id parser throw, and the answer is 500.',
    why: 'no fault switch yet: the unknown ids the run sends lie within int64',
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
    requirement: 'R-B-error-body',
    fault: 'The 400 for malformed JSON is the framework\'s own body ({"status": 400, "error": "Bad Request"}) rather than the error body.',
    why: 'no fault switch yet: the malformed-JSON mutant changes only the status',
  },
  {
    requirement: 'R-B-error-source-names-field',
    fault: 'source is the name of the internal model property (responsibleUserIDs, category_id) instead of the field of the body.',
    why: 'no fault switch yet: only a JSON path as source is switched',
  },
  {
    requirement: 'R-B-missing-required-parameter',
    fault: 'Validation stops at the first error, so with several required fields absent only one is reported.',
    why: 'sampled only: the check leaves out one field per request',
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
    requirement: 'R-B-not-found-error-body',
    fault: 'A 404 for an unknown path is the router\'s default HTML page.',
    why: 'no fault switch yet: the check sends unknown ids on known routes only',
  },
  {
    requirement: 'R-B-throttled-error-body',
    fault: 'The 429 comes from a gateway with its own body ({"message": "API rate limit exceeded"}) without errors.',
    why: 'no fault switch yet: the switched mutants change only Retry-After',
  },
  // --- part 8 ---
  {
    requirement: 'R-B1-limit-range',
    fault: 'limit=1000 is accepted but capped at the ORM\'s maximum page size (500), so a page never holds 1000 items.',
    why: 'sampled only: it shows only when more than 500 actions match',
  },
  {
    requirement: 'R-B1-limit-default-100',
    fault: 'The default is 50 or 1000 rather than 100.',
    why: 'sampled only: a wrong default shows only when more actions are visible than the smaller of the two numbers',
  },
  {
    requirement: 'R-B1-limit-out-of-range-400',
    fault: 'limit=1.5 or limit=10abc is parsed with parseInt and used as 1 or 10, instead of refused.',
    why: 'no fault switch yet: the switched mutant accepts out-of-range integers only',
  },
  {
    requirement: 'R-B1-offset-default-0',
    fault: 'An absent offset is taken from a page number that defaults to 1, so the first page skips limit items.',
    why: 'no fault switch yet: the switched mutant ignores offset altogether',
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
