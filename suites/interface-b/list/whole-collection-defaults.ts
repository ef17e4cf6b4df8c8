// Part 4.2 B1 and part 8: direction defaults to all, limit to 100, offset to 0. These are rules about the
// whole list, so they are checked on everything the caller can see, records the run did not create
// included (only read, never touched): a list with no parameters is the list with direction=all,
// limit=100 and offset=0. Read as explicit, default, explicit, default: a record in both explicit reads
// that the default read between them lacks was there all along, whatever other clients write meanwhile.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { DEFAULT_LIMIT } from './limit-default.ts';
import { describeQuery, idsOf, listPage, type Params } from './query.ts';

const EXPLICIT: Params = { direction: 'all', limit: DEFAULT_LIMIT, offset: 0 };

export const wholeCollectionDefaultsCheck: CheckDefinition = {
  id: 'B1.whole-collection-defaults',
  title: 'a list with no parameters equals direction=all&limit=100&offset=0 over every visible action, not only the run\'s own',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-defaults-whole-collection'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  // Not with the other readers: its two counts are compared across requests, and the longer they wait for
  // a slot among other checks' reads, the likelier another client's write falls between them.
  async run(t) {
    const e1 = await listPage(t, EXPLICIT);
    const d1 = await listPage(t, {});
    const e2 = await listPage(t, EXPLICIT);
    const d2 = await listPage(t, {});
    const [ie1, id1, ie2, id2] = [e1, d1, e2, d2].map((p) => idsOf(p.items));
    const missing = [...ie1].filter((id) => ie2.has(id) && !id1.has(id));
    const extra = [...id1].filter((id) => id2.has(id) && !ie2.has(id));
    // Both pages hold the first 100 in the same (default) order: with fewer than 100 in all, the same set.
    const complete = (e1.totalCount ?? Infinity) <= DEFAULT_LIMIT && e1.totalCount === e2.totalCount;
    if (complete && missing.length > 0) {
      t.fail(
        `${missing.length} action(s) listed with ${describeQuery(EXPLICIT)} are missing from the list with no parameters (e.g. ${missing[0]}); direction defaults to all`,
        d1.res.exchange,
      );
    }
    if (complete && extra.length > 0) {
      t.fail(`${extra.length} action(s) listed with no parameters are missing with ${describeQuery(EXPLICIT)} (e.g. ${extra[0]})`, e2.res.exchange);
    }
    const stable = e1.totalCount !== undefined && e1.totalCount === e2.totalCount && d1.totalCount === d2.totalCount;
    if (stable && d1.totalCount !== e1.totalCount) {
      t.fail(
        `totalCount is ${d1.totalCount} with no parameters and ${e1.totalCount} with ${describeQuery(EXPLICIT)}, twice each; the defaults select the same actions`,
        d1.res.exchange,
      );
    }
    if (!complete && !stable) t.skip('other clients changed the list between the reads, so that the defaults could not be compared');
  },
};
