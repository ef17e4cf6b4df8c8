// Level changes made when every check was held to one policy (MUST only where the specification states
// the rule, SHOULD where its words imply it, nothing failing on an open point), and the checks added so
// that every listed field of a returned record is judged; last, checks reviewed and kept where the reading
// could go either way. Rendered into docs/requirements.md.
import type { Level } from './types.ts';

export interface CheckChange {
  check: string;
  /** Level before; absent for a check that did not exist. */
  from?: Level;
  to: Level;
  /** The part of the check whose level changed, when not the whole check. */
  scope?: string;
  reason: string;
}

export const checkChanges: readonly CheckChange[] = [
  {
    check: 'B1.sorting',
    from: 'MUST',
    to: 'SHOULD',
    reason:
      'part 4.2 B1 gives sortingColumn and sortingDirection their values only, with no meaning: that the items come back in that order is implied by the names, not stated',
  },
  {
    check: 'B1.total-count',
    from: 'MUST',
    to: 'SHOULD',
    reason: 'part 2.2 gives meta.paging.totalCount a name and a type only: that it counts the matching actions is implied by the name, not stated',
  },
  {
    check: 'B.throttling-retry-after',
    from: 'MUST',
    to: 'SHOULD',
    scope: 'the error body of a 429',
    reason:
      'part 7 states that a 429\'s Retry-After says when to retry (still a failure when missing or unreadable), but its 429 row, unlike 400, 401 and 500, does not say "details in the body": a 429 without the error body is a warning',
  },
  {
    check: 'B1.direction-default-all',
    to: 'MUST',
    reason:
      'part 4.2 B1 states "default all" for direction, which B1.direction judged only as a warning together with what sent and received mean (implied); the stated default is now a check of its own',
  },
  {
    check: 'A3.items-carry-determined-fields',
    to: 'MUST',
    reason:
      'part 2.1 lists fileName for every A3 item and every stored document has a name, so an item without it is incomplete; A3.items-carry-listed-fields stays a SHOULD for description and type, which derive from optional inputs',
  },
  {
    check: 'B3.carries-determined-fields',
    to: 'MUST',
    reason:
      'part 2.2 lists the fields of a returned action and of the User, Company, Task, File, Comment and Reply inside it; those whose value is always determined (ids, authors, times, the required creation fields) must be present',
  },
  {
    check: 'B3.carries-listed-fields',
    to: 'SHOULD',
    reason: 'the listed fields that derive from an optional creation field (a deadline, a task\'s responsible user, a file\'s folder) may have nothing to carry: their absence is a warning',
  },
  {
    check: 'B1.items-carry-determined-fields',
    to: 'MUST',
    reason: 'list items are development actions of part 2.2, and history items (returned only with expand) list eventTime, event and initiator, all determined',
  },
  // Reviewed and kept, where the reading could go either way.
  {
    check: 'A.json-content-type',
    from: 'MUST',
    to: 'MUST',
    reason: 'part 1 states "Both interfaces carry JSON bodies"; over HTTP a body is JSON to its reader only when its Content-Type says so',
  },
  {
    check: 'B.json-content-type',
    from: 'MUST',
    to: 'MUST',
    reason: 'as A.json-content-type: part 1, "Both interfaces carry JSON bodies"',
  },
  {
    check: 'A3.selects-requested-revision',
    from: 'MUST',
    to: 'MUST',
    reason: 'part 4.1 A3 gives the parameter its meaning ("revision number", with the latest when absent): a query for a revision answers that revision',
  },
  {
    check: 'B1.filter-combination',
    from: 'MUST',
    to: 'MUST',
    reason: 'each filter of part 4.2 B1 states its meaning and all are optional, so a query with several states each of them',
  },
  {
    check: 'B4.patch-keeps-other-fields',
    from: 'MUST',
    to: 'MUST',
    reason: 'part 4.2 B4: the body contains "only the fields to be changed", so the fields it does not carry are not to be changed',
  },
  {
    check: 'B.not-found-error-body',
    from: 'SHOULD',
    to: 'SHOULD',
    reason: 'part 7\'s 404 row does not say "details in the body"; the error body of part 7 is implied for it, not stated',
  },
];
