// Part 4.2 B1: the stated filters together (every parameter is optional, so any combination is a valid
// query); an item must satisfy each filter sent.
import fc from 'fast-check';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { assertFilter, listRuns } from './filter-check.ts';
import { combinedFilter, STATED_FILTERS } from './filters.ts';

const NAMES = Object.keys(STATED_FILTERS) as (keyof typeof STATED_FILTERS)[];
/** Every pair of stated filters: a filter dropped when one other filter is sent shows in its pair. */
const PAIRS = NAMES.flatMap((a, i) => NAMES.slice(i + 1).map((b) => [a, b] as const));
/** Values drawn for each pair: a draw may select every item of the data set, a few rarely all do. */
const DRAWS_PER_PAIR = 3;

export const filterCombinationCheck: CheckDefinition = {
  id: 'B1.filter-combination',
  title: 'any combination of the filters: every item returned matches each filter sent, and every action matching all of them comes back',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-parameters-optional', 'R-B1-filter-statuses', 'R-B1-filter-category-ids', 'R-B1-filter-author-ids', 'R-B1-filter-responsible-user-ids', 'R-B1-filter-partner-company-ids', 'R-B1-filter-created-at', 'R-B1-filter-edited-at'],
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const f = t.settings.fixtures;
    // Every pair first, with values drawn from the check's seed (so --seed replays them): a random
    // combination of seven optional filters holds a given pair in few runs, and narrows to few items.
    // The queries only read, each judged on its own answers: they go together.
    const values = PAIRS.flatMap(([a, b], i) => {
      const pair = fc.record({ [a]: STATED_FILTERS[a].values(ds, f), [b]: STATED_FILTERS[b].values(ds, f) } as Record<string, fc.Arbitrary<unknown>>);
      return fc.sample(pair, { seed: t.seed + i, numRuns: DRAWS_PER_PAIR });
    });
    await t.each(values, (value) => assertFilter(t, ds, combinedFilter, value));
    await t.property(combinedFilter.values(ds, f), (v) => assertFilter(t, ds, combinedFilter, v), { runs: listRuns(t) });
  },
};
