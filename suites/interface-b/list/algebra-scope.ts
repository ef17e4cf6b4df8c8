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
