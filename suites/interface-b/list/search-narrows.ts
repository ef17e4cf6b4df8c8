// Part 4.2 B1: `search` is a "free-text search". What it matches is not shown, but a search is implied to
// narrow the list: text that no action carries (a random token) finds none of the run's own actions. So does
// text made of LIKE's wildcards (%_%), which the data set's titles and descriptions never hold: a platform
// that puts the search text into a LIKE pattern unescaped matches every action with it.
// A warning, as the rule is implied.
import { randomBytes } from 'node:crypto';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { describeQuery, idsOf, walk } from './query.ts';

/** Text that only a LIKE pattern built from it unescaped finds everywhere. */
const LIKE_WILDCARDS = '%_%';

export const searchNarrowsCheck: CheckDefinition = {
  id: 'B1.search-narrows',
  title: 'search: text that no action carries finds none of the run\'s own actions',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-search-narrows'],
  async run(t) {
    const ds = await dataset(t);
    for (const search of [`zq${randomBytes(8).toString('hex')}`, LIKE_WILDCARDS]) {
      const params = { ...ds.base, search };
      const w = await walk(t, params);
      const ids = idsOf(w.items);
      const found = ds.actions.filter((a) => ids.has(a.id));
      if (found.length > 0) {
        t.fail(`${describeQuery(params)} returned ${found.length} of the run's own actions, none of which carries that text: the search narrows nothing${search === LIKE_WILDCARDS ? ' (read as a LIKE pattern, % and _ match anything)' : ''}`, w.pages[0].res.exchange);
      }
    }
  },
};
