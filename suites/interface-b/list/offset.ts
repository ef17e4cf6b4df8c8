// Part 4.2 B1 and part 8: offset is the number of items skipped before the results, default 0. In a fixed
// sort, the page at (offset, limit) holds what the whole list holds at offset..offset+limit. The order
// among items that tie in the sort column is not stated, so pages are compared by the sequence of sort
// values, which ties cannot change; the data set's deadlines are distinct, so skipped items show.
import fc from 'fast-check';
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { confirmed, OK, type Outcome } from './confirm.ts';
import { dataset } from './dataset.ts';
import { listRuns } from './filter-check.ts';
import { describeQuery, expectedCount, listPage, walk, type Params } from './query.ts';
import { SORT_DIRECTIONS, tieKey, type SortColumn } from './sort-keys.ts';

/** Deadlines of the data set are distinct; creation times may tie within a millisecond. */
const COLUMNS: SortColumn[] = ['deadline', 'createdTime'];

async function compare(t: CheckContext, params: Params, column: SortColumn, limit: number, offset: number | undefined): Promise<Outcome> {
  const whole = await walk(t, params);
  const query = { ...params, limit, offset };
  const page = await listPage(t, query);
  if (page.totalCount !== whole.totalCount) return { unstable: true };
  const start = offset ?? 0;
  const want = whole.items.slice(start, start + limit).map((it) => tieKey(it, column));
  const got = page.items.map((it) => tieKey(it, column));
  if (whole.totalCount !== undefined && got.length !== expectedCount(limit, start, whole.totalCount)) {
    return {
      ok: false,
      message: `${describeQuery(query)} returned ${got.length} items; with totalCount ${whole.totalCount} the offset leaves ${expectedCount(limit, start, whole.totalCount)}`,
      exchange: page.res.exchange,
    };
  }
  const at = want.findIndex((k, i) => got[i] !== k);
  if (at >= 0 || got.length > want.length) {
    const i = at >= 0 ? at : want.length;
    return {
      ok: false,
      message: `${describeQuery(query)}: item ${i} of the page should be item ${start + i} of the whole list (${column} ${want[i] ?? 'none'}), got ${column} ${got[i] ?? 'none'}${offset === undefined ? ' (no offset given: the default is 0)' : ''}`,
      exchange: page.res.exchange,
    };
  }
  return OK;
}

export const offsetCheck: CheckDefinition = {
  id: 'B1.offset',
  title: 'offset skips that many items of the sorted list, and defaults to 0',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 8',
  requirements: ['R-B1-offset', 'R-B1-offset-default-0'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const n = ds.actions.length;
    const sorted = (column: SortColumn, direction: string): Params => ({ ...ds.window, sortingColumn: column, sortingDirection: direction });
    await confirmed(t, 'B1 offset default', () => compare(t, sorted('deadline', 'asc'), 'deadline', Math.ceil(n / 3), undefined));
    await t.property(
      fc.record({
        column: fc.constantFrom(...COLUMNS),
        direction: fc.constantFrom(...SORT_DIRECTIONS),
        limit: fc.integer({ min: 1, max: Math.max(1, Math.ceil(n / 2)) }),
        offset: fc.integer({ min: 0, max: n + 2 }),
      }),
      ({ column, direction, limit, offset }) =>
        confirmed(t, 'B1 offset', () => compare(t, sorted(column, direction), column, limit, offset)),
      { runs: listRuns(t) },
    );
  },
};
