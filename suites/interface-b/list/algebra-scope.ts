// The part of the list the relations between queries are judged on: every action the caller sees that was
// created up to the end of the data set's creation, the records of other companies and of earlier runs
// included (only read), so that what later checks create stays out. A target holding more there than a
// walk reads is judged on the data set's own window instead.
import type { CheckContext } from '../../../src/engine/types.ts';
import type { Dataset } from './dataset.ts';
import { listPage, WALK_MAX_ITEMS, type Params } from './query.ts';

export function algebraScope(t: CheckContext, ds: Dataset): Promise<Params> {
  return t.shared('b1.algebra-scope', async () => {
    const end = ds.window.created_at_to;
    const whole: Params = end === undefined ? {} : { created_at_to: end };
    const probe = await listPage(t, { ...whole, limit: 1 });
    return probe.totalCount !== undefined && probe.totalCount <= WALK_MAX_ITEMS ? whole : ds.window;
  });
}

const LOWER = new Set(['created_at_from', 'edited_at_from']);
const UPPER = new Set(['created_at_to', 'edited_at_to']);

/**
 * A query of the relations, kept inside the scope: a date bound the query sets itself is tightened to the
 * scope's, never widened past it. Spread over the scope instead, a query's own `created_at_to` would replace
 * the scope's end for the whole but not for the parts it is compared with, and actions created after the
 * data set (by other checks, or other clients of a real server) would count against the relation.
 */
export function inScope(scope: Params, params: Params): Params {
  const out: Params = { ...scope, ...params };
  for (const [key, bound] of Object.entries(scope)) {
    const own = params[key];
    if (own === undefined || bound === undefined || !(LOWER.has(key) || UPPER.has(key))) continue;
    const [a, b] = [Date.parse(String(bound)), Date.parse(String(own))];
    if (Number.isNaN(a) || Number.isNaN(b)) continue;
    out[key] = LOWER.has(key) ? (a > b ? bound : own) : a < b ? bound : own;
  }
  return out;
}
