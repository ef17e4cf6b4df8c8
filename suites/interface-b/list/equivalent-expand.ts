// Part 4.2 B1: expand names "related entities to include"; it selects nothing. A list with expand and the
// same list without it hold the same actions and the same totalCount, and each expanded item carries every
// field of the plain one with the same value: expand only adds tasks, files, comments or history.
// (B1.expand judges which of those come; this judges that nothing else changes.)
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { describe } from '../../../src/http/json.ts';
import { canonical } from '../compare-returned.ts';
import { confirmed, OK, type Outcome } from './confirm.ts';
import { dataset } from './dataset.ts';
import { createdWith, EXPANDABLE } from './expand.ts';
import { itemId, label } from './items.ts';
import { describeQuery, idsOf, pageOf, walk, type Params } from './query.ts';

const EXPANDED: ReadonlySet<string> = new Set(EXPANDABLE);

/** The run's own actions by id, with how many tasks and files each was created with. */
type Own = ReadonlyMap<string, { tasks?: number; files?: number }>;

/**
 * Actions a page holds in the second comparison: fewer than the data set's actions, and fewer than the tasks of
 * its longest list, so that a LIMIT applied to the rows of the actions joined with their tasks cuts a page short.
 */
const SMALL_PAGE = 7;

async function compare(t: CheckContext, scope: Params, own: Own, limit?: number): Promise<Outcome> {
  const expandedQuery = { ...scope, expand: EXPANDABLE.join(',') };
  const plain = await walk(t, scope, limit);
  const expanded = await walk(t, expandedQuery, limit);
  const where = `${describeQuery({ ...expandedQuery, ...(limit ? { limit } : {}) })}, page by page, against the same query without expand`;
  const [ip, ie] = [idsOf(plain.items), idsOf(expanded.items)];
  const differ = [...ip].filter((id) => !ie.has(id)).length + [...ie].filter((id) => !ip.has(id)).length;
  if (plain.totalCount !== expanded.totalCount || differ > 0) {
    return {
      ok: false,
      message: `${where}: totalCount ${expanded.totalCount ?? '(none)'} and ${ie.size} actions with expand, ${plain.totalCount ?? '(none)'} and ${ip.size} without (${differ} listed in one only); expand adds fields, not records`,
      exchange: expanded.pages[0].res.exchange,
    };
  }
  // Page by page too: a page with expand holds as many actions as the same page without.
  const sizes = (w: typeof plain) => w.pages.map((p) => p.items.length);
  const cut = sizes(expanded).findIndex((n, k) => n !== sizes(plain)[k]);
  if (cut >= 0) {
    return {
      ok: false,
      message: `${where}: page ${cut + 1} holds ${sizes(expanded)[cut]} actions with expand and ${sizes(plain)[cut] ?? 0} without (pages of ${sizes(expanded).join(', ')} against ${sizes(plain).join(', ')}); expand adds fields, not records, and limit counts actions`,
      exchange: expanded.pages[cut].res.exchange,
    };
  }
  // Asked in the quiet part of the run, one right after the other, the expanded answer must also carry what
  // it asked for: an answer kept under a key that leaves expand out serves it the plain items (B1.expand
  // asks the same pair among other checks' writes, which may clear such a store in between).
  for (const it of expanded.items) {
    const mine = own.get(itemId(it) ?? '');
    for (const field of EXPANDABLE) {
      const expected = createdWith(mine, field);
      if (expected && !Array.isArray(it[field])) {
        return {
          ok: false,
          message: `${describeQuery(expandedQuery)}: the run's ${label(it)} was created with ${expected} ${field}, but its ${field} did not come back although expand asked for them, right after the same query without expand`,
          exchange: pageOf(expanded, it).res.exchange,
        };
      }
    }
  }
  const byId = new Map(expanded.items.map((it) => [itemId(it), it]));
  for (const it of plain.items) {
    const other = byId.get(itemId(it));
    if (!other) continue;
    const changed = Object.keys(it).filter((f) => !EXPANDED.has(f) && canonical(it[f]) !== canonical(other[f]));
    if (changed.length > 0) {
      const f = changed[0];
      return {
        ok: false,
        message: `${where}: ${label(it)} reads otherwise with expand in ${changed.join(', ')} (${f}: ${describe(it[f], 120)} without, ${other[f] === undefined ? '(absent)' : describe(other[f], 120)} with); expand only adds fields`,
        exchange: pageOf(expanded, other).res.exchange,
      };
    }
  }
  return OK;
}

export const equivalentExpandCheck: CheckDefinition = {
  id: 'B1.equivalent-expand',
  title: 'a list with expand holds the same actions and totalCount as without, each with the same fields and values plus the expanded ones',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-expand-adds-fields-only', 'R-B1-expand-related'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  async run(t) {
    const ds = await dataset(t);
    const own: Own = new Map(ds.actions.map((a) => [a.id, a]));
    await confirmed(t, 'B1 expand', () => compare(t, ds.window, own));
    // Again in small pages: each page with expand holds as many actions as without.
    await confirmed(t, `B1 expand in pages of ${SMALL_PAGE}`, () => compare(t, ds.window, own, SMALL_PAGE));
  },
};
