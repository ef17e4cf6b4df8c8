// Part 4.2 B1 and part 8: walking the pages of a stable query in a fixed sort yields every matching item
// exactly once: no item on two pages, none on no page. The order among items that tie in the sort column
// is not stated, so a discrepancy confined to such items is a warning, not a failure.
import fc from 'fast-check';
import type { CheckContext, CheckDefinition, Exchange } from '../../../src/engine/types.ts';
import { confirmed, OK, type Outcome } from './confirm.ts';
import { dataset } from './dataset.ts';
import { listRuns } from './filter-check.ts';
import { itemId } from './items.ts';
import { describeQuery, walk, type Params } from './query.ts';
import { SORT_DIRECTIONS, tieKey, type SortColumn } from './sort-keys.ts';
import { MAX_LIMIT } from './limit-bounds.ts';

/** Ids that occur more than once, ids of `whole` that are absent, and ids not in `whole`. */
export function pagingDiscrepancies(whole: readonly string[], walked: readonly string[]): { duplicated: string[]; missing: string[]; extra: string[] } {
  const seen = new Map<string, number>();
  for (const id of walked) seen.set(id, (seen.get(id) ?? 0) + 1);
  const all = new Set(whole);
  return {
    duplicated: [...seen].filter(([, n]) => n > 1).map(([id]) => id),
    missing: whole.filter((id) => !seen.has(id)),
    extra: [...seen.keys()].filter((id) => !all.has(id)),
  };
}

/**
 * Discrepancies confined to items that tie in the sort column, noted instead of thrown: inside a property a
 * thrown warning counts as a failing run, and shrinking could then trade a real failure for one of ties.
 * The check warns with the first of them once the property has found no real failure.
 */
export interface TieNotes {
  first?: { message: string; exchange?: Exchange };
}

/** Warns with the first discrepancy among ties, if any was noted. */
export function warnOfTies(t: CheckContext, notes: TieNotes): void {
  if (notes.first) t.warn(notes.first.message, notes.first.exchange);
}

/** Walks a query whole and in about `pages` pages, and compares the two (shared with B1.filtered-paging). */
export async function walkPages(t: CheckContext, params: Params, column: SortColumn, pages: number, notes: TieNotes): Promise<Outcome> {
  const whole = await walk(t, params);
  // Never above the largest limit part 8 allows: a target holding thousands of actions would refuse the page.
  const size = Math.min(MAX_LIMIT, Math.max(1, Math.ceil(whole.items.length / pages)));
  const paged = await walk(t, params, size);
  if (paged.totalCount !== whole.totalCount) return { unstable: true };
  const id = (it: Record<string, unknown>) => itemId(it) ?? '(no id)';
  const d = pagingDiscrepancies(whole.items.map(id), paged.items.map(id));
  const odd = [...d.duplicated, ...d.missing, ...d.extra];
  if (odd.length === 0) return OK;
  // Items that tie with another in the sort column may change places between requests.
  const ties = new Map<string, number>();
  for (const it of whole.items) ties.set(tieKey(it, column), (ties.get(tieKey(it, column)) ?? 0) + 1);
  const keyOf = new Map([...whole.items, ...paged.items].map((it) => [id(it), tieKey(it, column)]));
  const onlyTies = odd.every((x) => (ties.get(keyOf.get(x) ?? '') ?? 0) > 1);
  const parts = [
    d.duplicated.length ? `${d.duplicated.length} item(s) on more than one page (e.g. ${d.duplicated[0]})` : '',
    d.missing.length ? `${d.missing.length} item(s) on no page (e.g. ${d.missing[0]})` : '',
    d.extra.length ? `${d.extra.length} item(s) not in the single-page answer (e.g. ${d.extra[0]})` : '',
  ].filter(Boolean);
  const message = `walking ${describeQuery(params)} in pages of ${size}: ${parts.join('; ')}`;
  const evidence = paged.pages[Math.min(1, paged.pages.length - 1)].res.exchange;
  if (onlyTies) {
    notes.first ??= { message: `${message}; every such item ties with another in ${column}, and the order among ties is not stated`, exchange: evidence };
    return OK;
  }
  return { ok: false, message, exchange: evidence };
}

export const pagingCheck: CheckDefinition = {
  id: 'B1.paging-no-overlap-no-gap',
  title: 'walking the pages of a sorted query yields every matching item exactly once',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 8',
  requirements: ['R-B1-offset'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const ties: TieNotes = {};
    await t.property(
      fc.record({
        column: fc.constantFrom<SortColumn>('deadline', 'createdTime'),
        direction: fc.constantFrom(...SORT_DIRECTIONS),
        pages: fc.integer({ min: 2, max: 8 }),
      }),
      ({ column, direction, pages }) =>
        confirmed(t, 'B1 paging', () => walkPages(t, { ...ds.window, sortingColumn: column, sortingDirection: direction }, column, pages, ties)),
      { runs: Math.max(1, Math.ceil(listRuns(t) / 3)) },
    );
    warnOfTies(t, ties);
  },
};
