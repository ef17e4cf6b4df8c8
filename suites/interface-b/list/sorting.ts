// Part 4.2 B1: sortingColumn (createdTime, editTime, deadline) and sortingDirection (asc, desc). The items
// returned are in that order; ties may come in any order, and items without a value in the column (a
// missing deadline) are left out of the comparison, since where they go is not shown. The order is that of
// the whole list, not of each page: one walk reads the data set in pages of a third of it.
import fc from 'fast-check';
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { listRuns } from './filter-check.ts';
import { statusesFilter } from './filters.ts';
import { label, type Item } from './items.ts';
import { describeQuery, pageOf, walk, type Params } from './query.ts';
import { SORT_COLUMNS, SORT_DIRECTIONS, sortValue, type SortColumn, type SortDirection } from './sort-keys.ts';

/** The first pair of neighbours (among items with a value) out of order, or undefined. */
export function firstOutOfOrder(items: readonly Item[], column: SortColumn, direction: SortDirection): [Item, Item] | undefined {
  const valued = items.map((it) => ({ it, v: sortValue(it, column) })).filter((x): x is { it: Item; v: number } => x.v !== undefined);
  for (let i = 1; i < valued.length; i++) {
    const [a, b] = [valued[i - 1], valued[i]];
    if (direction === 'asc' ? a.v > b.v : a.v < b.v) return [a.it, b.it];
  }
  return undefined;
}

async function expectOrdered(t: CheckContext, params: Params, column: SortColumn, direction: SortDirection, limit?: number): Promise<void> {
  const w = await walk(t, params, limit);
  const wrong = firstOutOfOrder(w.items, column, direction);
  if (wrong) {
    const [a, b] = wrong;
    t.fail(
      `${describeQuery(params)}${limit === undefined ? '' : ` in pages of ${limit}`}: ${label(a)} (${column} ${String(a[column])}) comes before ${label(b)} (${column} ${String(b[column])})`,
      pageOf(w, b).res.exchange,
    );
  }
}

export const sortingCheck: CheckDefinition = {
  id: 'B1.sorting',
  title: 'sortingColumn and sortingDirection order the items returned',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-sorting'],
  property: true,
  async run(t) {
    const ds = await dataset(t);
    await t.property(
      fc.record({
        column: fc.constantFrom(...SORT_COLUMNS),
        direction: fc.constantFrom(...SORT_DIRECTIONS),
        statuses: fc.option(statusesFilter.values(ds, t.settings.fixtures), { nil: undefined }),
      }),
      async ({ column, direction, statuses }) => {
        const params = {
          ...ds.base,
          ...(statuses ? statusesFilter.params(statuses, ds) : {}),
          sortingColumn: column,
          sortingDirection: direction,
        };
        await expectOrdered(t, params, column, direction);
      },
      { runs: listRuns(t) },
    );
    // Across pages, against the order of creation: a platform that sorts each page after LIMIT orders
    // every page but not the list.
    const across = { ...ds.base, sortingColumn: 'createdTime', sortingDirection: 'desc' };
    await expectOrdered(t, across, 'createdTime', 'desc', Math.max(1, Math.ceil(ds.actions.length / 3)));
  },
};
