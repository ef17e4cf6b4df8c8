// Part 2.2 and part 4.2 B1: meta.paging.totalCount is the number of actions matching the query, whatever
// the page. Checked where other clients writing cannot skew it: within one answer (a page holding every
// match holds exactly totalCount items; a smaller page holds min(limit, totalCount - offset)), and
// against the run's own actions (which nobody else removes): totalCount counts at least those matching.
import fc from 'fast-check';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { listRuns } from './filter-check.ts';
import { combinedFilter, relationTable } from './filters.ts';
import { describeQuery, expectedCount, listPage, WALK_LIMIT } from './query.ts';

export const totalCountCheck: CheckDefinition = {
  id: 'B1.total-count',
  title: 'meta.paging.totalCount is the number of matching actions, whatever limit and offset',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-total-count-counts-matches'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const assertCount = async (filters: Parameters<typeof combinedFilter.params>[0], limit: number, offset: number) => {
      const params = { ...ds.base, ...combinedFilter.params(filters, ds) };
      const own = ds.actions.filter((a) => combinedFilter.own(a, filters, ds) === true).length;
      for (const [l, o] of [
        [limit, offset],
        [WALK_LIMIT, 0],
      ] as const) {
        const query = { ...params, limit: l, offset: o };
        const page = await listPage(t, query);
        const total = page.totalCount;
        if (total === undefined) return t.fail(`${describeQuery(query)}: meta.paging.totalCount is absent or not an integer`, page.res.exchange);
        if (total < own) {
          t.fail(`${describeQuery(query)}: totalCount is ${total}, yet ${own} of the run's own actions match the query`, page.res.exchange);
        }
        if (total <= WALK_LIMIT && page.items.length !== expectedCount(l, o, total)) {
          t.fail(
            `${describeQuery(query)}: totalCount ${total} but ${page.items.length} items returned; limit ${l} and offset ${o} call for ${expectedCount(l, o, total)}`,
            page.res.exchange,
          );
        }
      }
    };
    // The whole data set on a small page first: a totalCount that counts the page shows at once.
    await assertCount({}, 2, 1);
    // Then each stated filter alone, with a value that selects some of the run's own actions and not others:
    // a count built apart from the list query that misses one of its clauses counts more than the page holds.
    // Every clause so, whatever the combinations the property draws (which may all leave one clause out, or
    // make it select everything, depending on the data set's times).
    const alone = Object.entries(relationTable(ds, t.settings.fixtures)).flatMap(([name, { values }]) => {
      const splitting = fc
        .sample(values, { seed: t.seed, numRuns: 30 })
        .map((v) => ({ [name]: v }))
        .find((filters) => splits(ds.actions.map((a) => combinedFilter.own(a, filters, ds))));
      return splitting === undefined ? [] : [splitting];
    });
    await t.each(alone, (filters) => assertCount(filters, 2, 1));
    await t.property(
      fc.record({
        filters: combinedFilter.values(ds, t.settings.fixtures),
        limit: fc.integer({ min: 1, max: 20 }),
        offset: fc.integer({ min: 0, max: 10 }),
      }),
      ({ filters, limit, offset }) => assertCount(filters, limit, offset),
      { runs: listRuns(t) },
    );
  },
};

/** Whether the run's own actions are judged, some selected and some not. */
function splits(selected: (boolean | undefined)[]): boolean {
  return !selected.includes(undefined) && selected.includes(true) && selected.includes(false);
}
