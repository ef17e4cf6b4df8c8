// Part 4.2 B1: `search` is a "free-text search" whose semantics are not shown. That a search for the run
// marker, which every own title carries, finds the own actions is a reasonable expectation (SHOULD); what
// a search leaves out cannot be asserted at all.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { describeQuery, idsOf, walk } from './query.ts';

export const searchCheck: CheckDefinition = {
  id: 'B1.search-finds-title',
  title: 'search: a search for text every own title carries finds the own actions',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-search'],
  async run(t) {
    const ds = await dataset(t);
    const own = ds.actions[ds.actions.length - 1];
    // The marker alone, and a whole title: free text search of either kind finds these.
    for (const [search, expected] of [
      [ds.marker, ds.actions],
      [own.title, [own]],
    ] as const) {
      const params = { ...ds.base, search };
      const w = await walk(t, params);
      const ids = idsOf(w.items);
      const missing = expected.filter((a) => !ids.has(a.id));
      if (missing.length > 0) {
        t.fail(
          `${describeQuery(params)} left out ${missing.length} of the ${expected.length} own action(s) whose title holds the text (e.g. ${missing[0].id} "${missing[0].title}")`,
          w.pages[0].res.exchange,
        );
      }
    }
  },
};
