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
  // --- part 2.1: the document body and the A3 item ---
  {
    requirement: 'R-A3-item-determined-fields',
    fault: 'Items of documents imported by another route (a bulk load, an older schema) have no fileName.',
    why: 'not observable from outside: the run puts documents in through A1 and A2 only, and it knows no material whose documents came in by another route, so no item it can read is one of them',
  },
  // --- part 2.2: the development action ---
  {
    requirement: 'R-B-action-determined-fields',
    fault: 'categoryName comes from a cache of names loaded at start-up and is null for a category added later.',
    why: 'not observable from outside: no operation of the interface adds a category, so a client can name only the categories the platform had before the run, whose names any cache loaded at start-up holds',
  },
  {
    requirement: 'R-B-comment-fields',
    fault: 'replies is null for a comment without replies, or a reply lacks authorUser for a deleted user.',
    why: 'not observable from outside: no operation of part 4 creates comments, so the run sees only comments already present',
  },
  {
    requirement: 'R-B-history-fields',
    fault: 'initiator is null for events caused by an integration, since no user stands behind its token.',
    why: 'left open by the specification: part 2 never says a returned field is non-null, so null is tolerated in every field (schemas/common/shape.ts); an initiator left out altogether is caught',
  },
  {
    requirement: 'R-B-history-event-values',
    fault: 'The creation event is recorded under the platform\'s own name (ACTION_CREATED, created) instead of CREATED.',
    why: 'not observable from outside: the specification does not say on what event CREATED occurs',
  },
  {
    requirement: 'R-B1-current-page-advances',
    fault: 'currentPage is floor(offset / limit), so two offsets within one page size report the same page.',
    why: 'left open by the specification: part 4.2 does not say which page an offset that is no multiple of limit lies on, and floor(offset / limit) + 1 is what the reference answers; the run pages by whole multiples of limit',
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
    requirement: 'R-B1-filter-author-ids',
    fault: 'author_ids is compared with the last editor (a column set on every update) instead of the author.',
    why: 'not observable from outside: the run edits its actions with the user that created them',
  },
  {
    requirement: 'R-B1-search',
    fault: 'search is case- or accent-sensitive (LIKE on PostgreSQL, a binary collation), so other spellings of a title word find nothing.',
    why: 'left open by the specification: part 4.2 says only "free-text search", so whether it ignores case or accents is not stated; the run searches with the spelling of its own titles',
  },
  {
    requirement: 'R-B1-offset',
    fault: 'The sort column has ties (equal createdTime) and no tie-breaker, so the database orders ties differently per query and pages repeat or skip items.',
    why: 'left open by the specification: the order among items that tie in the sort column is not stated, so B1.paging-no-overlap-no-gap reports a repeat or a gap confined to tied items as a warning, and the run\'s actions seldom share a timestamp',
  },
  {
    requirement: 'R-B3-id-required',
    fault: 'A read without an id routes to the list and answers 200 with the list body.',
    why: 'not observable from outside: without an id the request is the list\'s',
  },
  {
    requirement: 'R-B4-id-required',
    fault: 'A PATCH without an id reaches the collection and updates every action (an UPDATE without WHERE).',
    why: 'not observable from outside: the run never sends it, since on a faulty server it would change data the run did not create',
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
    why: 'left open by the specification: a large number is a valid delta-seconds',
  },
  // --- part 9 ---
  {
    requirement: 'R-A-no-version',
    fault: 'A framework template adds /v1 to the paths or an api-version header to every answer.',
    why: 'not observable from outside: a version can hide in any name the profile gives',
  },
];
