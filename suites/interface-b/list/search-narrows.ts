// Part 4.2 B1: `search` is a "free-text search". What it matches is not shown, but a search is implied to
// narrow the list: text that no action carries (a random token) finds none of the run's own actions.
// A warning, as the rule is implied.
import { randomBytes } from 'node:crypto';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { describeQuery, idsOf, walk } from './query.ts';

export const searchNarrowsCheck: CheckDefinition = {
  id: 'B1.search-narrows',
  title: 'search: text that no action carries finds none of the run\'s own actions',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-search-narrows'],
  async run(t) {
    const ds = await dataset(t);
    const params = { ...ds.base, search: `zq${randomBytes(8).toString('hex')}` };
    const w = await walk(t, params);
    const ids = idsOf(w.items);
    const found = ds.actions.filter((a) => ids.has(a.id));
    if (found.length > 0) {
      t.fail(`${describeQuery(params)} returned ${found.length} of the run's own actions, none of which carries that text: the search narrows nothing`, w.pages[0].res.exchange);
    }
  },
};
