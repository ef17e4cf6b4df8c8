// Part 4.2 B1 names its query parameters; it gives none a position. The same parameters in another order
// are the same query: the same actions, the same totalCount, in the same sort order. RFC 3986 3.4 does not
// make the order of a query insignificant, so another answer is a warning. Two filters, the data set's
// time window, a sort, direction, expand and a limit, sent in the order of the table, in reverse and in two
// orders drawn from the run's seed: a reader that reads one parameter only before or after another shows
// in one of them. The answers must hold the same actions, totalCount, sort order and fields.
import fc from 'fast-check';
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
    // An expand and the stated default of direction: parameters a reader may handle apart from the filters.
    expand: 'tasks',
    direction: 'all',
    sortingColumn: 'deadline',
    sortingDirection: 'desc',
    limit: WALK_LIMIT,
  };
}

/** Orders drawn besides the reverse, each of every parameter. */
const DRAWN_ORDERS = 2;

/** Each item's field names, in a form two answers compare by. */
const fieldsOf = (items: Record<string, unknown>[]): string => items.map((it) => Object.keys(it).sort().join(',')).join('|');

async function compare(t: CheckContext, ordered: Params, other: Params, how: string): Promise<Outcome> {
  const a = await listPage(t, ordered);
  const b = await listPage(t, other);
  const [ia, ib] = [idsOf(a.items), idsOf(b.items)];
  const onlyA = [...ia].filter((id) => !ib.has(id));
  const onlyB = [...ib].filter((id) => !ia.has(id));
  const where = `${describeQuery(other)} (the parameters of ${describeQuery(ordered)} ${how})`;
  if (a.totalCount !== b.totalCount || onlyA.length > 0 || onlyB.length > 0) {
    return {
      ok: false,
      message: `${where} answered totalCount ${b.totalCount ?? '(none)'} and ${ib.size} actions, in the order of the table ${a.totalCount ?? '(none)'} and ${ia.size}; ${onlyA.length} listed only in table order (e.g. ${onlyA[0] ?? 'none'}), ${onlyB.length} only in the other order (e.g. ${onlyB[0] ?? 'none'})`,
      exchange: b.res.exchange,
    };
  }
  const ka = a.items.map((it) => tieKey(it, 'deadline')).join('|');
  const kb = b.items.map((it) => tieKey(it, 'deadline')).join('|');
  if (ka !== kb) return { ok: false, message: `${where} lists the same actions as in table order, sorted otherwise by deadline`, exchange: b.res.exchange };
  if (fieldsOf(a.items) !== fieldsOf(b.items)) {
    return { ok: false, message: `${where} lists the same actions as in table order, with other fields (expand ${JSON.stringify(ordered.expand)} read in one order only?)`, exchange: b.res.exchange };
  }
  return OK;
}

export const equivalentQueryOrderCheck: CheckDefinition = {
  id: 'B1.equivalent-query-order',
  title: 'the same query parameters in another order give the same list: the same actions, totalCount, sort order and fields',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-query-order-insignificant'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  async run(t) {
    const ds = await dataset(t);
    const ordered = tableOrdered(ds);
    const entries = Object.entries(ordered);
    const orders: [Params, string][] = [[Object.fromEntries([...entries].reverse()), 'in reverse order']];
    for (const drawn of fc.sample(fc.shuffledSubarray(entries, { minLength: entries.length }), { seed: t.seed, numRuns: DRAWN_ORDERS })) {
      orders.push([Object.fromEntries(drawn), 'in another order']);
    }
    for (const [other, how] of orders) await confirmed(t, `B1 query order (${how})`, () => compare(t, ordered, other, how));
  },
};
