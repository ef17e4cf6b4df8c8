// Part 4.2 B1 names its query parameters; it gives none a position. The same parameters in another order
// are the same query: the same actions, the same totalCount, in the same sort order. RFC 3986 3.4 does not
// make the order of a query insignificant, so another answer is a warning. Two filters, the data set's
// time window, a sort and a limit, sent in the order of the table and in reverse.
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { confirmed, OK, type Outcome } from './confirm.ts';
import { dataset, type Dataset } from './dataset.ts';
import { describeQuery, idsOf, listPage, WALK_LIMIT, type Params } from './query.ts';
import { tieKey } from './sort-keys.ts';

/** Two distinct values of a field of the run's actions, the first action's first (so that it matches). */
function twoOf(values: string[]): string {
  return [...new Set(values)].slice(0, 2).join(',');
}

/** The query in the order of the specification's table. */
export function tableOrdered(ds: Dataset): Params {
  return {
    category_ids: twoOf(ds.actions.map((a) => a.categoryId)),
    statuses: twoOf(ds.actions.map((a) => a.status)),
    ...ds.window,
    sortingColumn: 'deadline',
    sortingDirection: 'desc',
    limit: WALK_LIMIT,
  };
}

async function compare(t: CheckContext, ordered: Params): Promise<Outcome> {
  const reversed = Object.fromEntries(Object.entries(ordered).reverse());
  const a = await listPage(t, ordered);
  const b = await listPage(t, reversed);
  const [ia, ib] = [idsOf(a.items), idsOf(b.items)];
  const onlyA = [...ia].filter((id) => !ib.has(id));
  const onlyB = [...ib].filter((id) => !ia.has(id));
  const where = `${describeQuery(reversed)} (the parameters of ${describeQuery(ordered)} in reverse order)`;
  if (a.totalCount !== b.totalCount || onlyA.length > 0 || onlyB.length > 0) {
    return {
      ok: false,
      message: `${where} answered totalCount ${b.totalCount ?? '(none)'} and ${ib.size} actions, in the order of the table ${a.totalCount ?? '(none)'} and ${ia.size}; ${onlyA.length} listed only in table order (e.g. ${onlyA[0] ?? 'none'}), ${onlyB.length} only in reverse order (e.g. ${onlyB[0] ?? 'none'})`,
      exchange: b.res.exchange,
    };
  }
  const ka = a.items.map((it) => tieKey(it, 'deadline')).join('|');
  const kb = b.items.map((it) => tieKey(it, 'deadline')).join('|');
  if (ka !== kb) return { ok: false, message: `${where} lists the same actions as in table order, sorted otherwise by deadline`, exchange: b.res.exchange };
  return OK;
}

export const equivalentQueryOrderCheck: CheckDefinition = {
  id: 'B1.equivalent-query-order',
  title: 'the same query parameters in reverse order give the same list: the same actions, totalCount and sort order',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-query-order-insignificant'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  async run(t) {
    const ds = await dataset(t);
    await confirmed(t, 'B1 query order', () => compare(t, tableOrdered(ds)));
  },
};
