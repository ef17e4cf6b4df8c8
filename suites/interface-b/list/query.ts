// Sending B1 queries and walking their pages. Every answer to a valid query must be 200 with a `data`
// array (part 4.2 B1); the page information is read when present, its shape is B1.list-schema's concern.
import { bodyExcerpt, expectStatus } from '../../common/expect.ts';
import type { ApiResponse } from '../../../src/engine/api.ts';
import type { CheckContext } from '../../../src/engine/types.ts';
import { itemId, type Item } from './items.ts';

export type Params = Record<string, string | number | undefined>;

export interface Page {
  res: ApiResponse;
  items: Item[];
  totalCount?: number;
  currentPage?: number;
}

/** Page size when a check walks every page of a query: the largest limit allowed (part 8). */
export const WALK_LIMIT = 1000;
/** A walk reads at most this many items; a target holding more for a narrowed query is skipped. */
export const WALK_MAX_ITEMS = 5000;

function integer(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

/** The query as text, for messages. */
export function describeQuery(params: Params): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${String(v)}`);
  return parts.length ? parts.join('&') : '(no parameters)';
}

/** One list request that must succeed with a data array. */
export async function listPage(t: CheckContext, params: Params): Promise<Page> {
  const res = await t.api.call('listActions', { params });
  const what = `B1 list ${describeQuery(params)}`;
  expectStatus(t, res, [200], what);
  const body = res.json as { data?: unknown; meta?: { paging?: { totalCount?: unknown; currentPage?: unknown } } } | undefined;
  if (body === null || typeof body !== 'object' || !Array.isArray(body.data)) {
    t.fail(`${what}: the body carries no data array (part 4.2 B1): ${bodyExcerpt(res)}`, res.exchange);
  }
  const items = body.data as unknown[];
  const bad = items.findIndex((x) => x === null || typeof x !== 'object' || Array.isArray(x));
  if (bad >= 0) t.fail(`${what}: data[${bad}] is not a development action object`, res.exchange);
  // A page is a list of actions: one that comes twice (a join over responsible users or shares without
  // DISTINCT) is one record shown as two, whatever the query.
  const seen = new Set<string>();
  for (const item of items as Item[]) {
    const id = itemId(item);
    if (id === undefined) continue;
    if (seen.has(id)) t.fail(`${what}: data lists the action ${id} more than once (a list of development actions, part 4.2 B1)`, res.exchange);
    seen.add(id);
  }
  const paging = body.meta?.paging;
  return { res, items: items as Item[], totalCount: integer(paging?.totalCount), currentPage: integer(paging?.currentPage) };
}

export interface Walk {
  pages: Page[];
  /** Every item of every page, in the order received. */
  items: Item[];
  /** totalCount of the first page. */
  totalCount?: number;
}

/**
 * Reads every page of a query (offset steps of `limit`). When totalCount changes between pages, other
 * clients are probably writing: the walk starts again, and after three tries the check is skipped, since
 * the result would say nothing about the target's paging.
 */
export async function walk(t: CheckContext, params: Params, limit = WALK_LIMIT, maxItems = WALK_MAX_ITEMS): Promise<Walk> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const pages: Page[] = [];
    const first = await listPage(t, { ...params, limit, offset: 0 });
    pages.push(first);
    const total = first.totalCount;
    if (total !== undefined && total > maxItems) {
      t.skip(`${total} actions match ${describeQuery(params)}, more than the ${maxItems} this check reads: the target holds too much data in the run's time window`);
    }
    let changed = false;
    let read = first.items.length;
    // Without a totalCount, a short page ends the walk.
    while (
      pages[pages.length - 1].items.length > 0 &&
      (total !== undefined ? read < total : pages[pages.length - 1].items.length >= limit) &&
      read < maxItems
    ) {
      const page = await listPage(t, { ...params, limit, offset: read });
      pages.push(page);
      read += page.items.length;
      if (page.totalCount !== total) {
        changed = true;
        break;
      }
    }
    if (!changed) return { pages, items: pages.flatMap((p) => p.items), totalCount: total };
  }
  t.skip(
    `totalCount of ${describeQuery(params)} kept changing from one page to the next, so the pages cannot be compared (other clients writing, or a totalCount that depends on the page: see B1.total-count)`,
  );
}

/** The page an item came in, for evidence. */
export function pageOf(w: Walk, item: Item): Page {
  return w.pages.find((p) => p.items.includes(item)) ?? w.pages[0];
}

/** Ids of the items, as text. */
export function idsOf(items: readonly Item[]): Set<string> {
  const out = new Set<string>();
  for (const it of items) {
    const id = itemId(it);
    if (id !== undefined) out.add(id);
  }
  return out;
}

/** Item count the limit and offset call for, given the total: min(limit, total - offset), never negative. */
export function expectedCount(limit: number, offset: number, totalCount: number): number {
  return Math.max(0, Math.min(limit, totalCount - offset));
}
