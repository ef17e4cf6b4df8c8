// Part 4.2 B1 and part 8: direction defaults to all, limit to 100, offset to 0. These are rules about the
// whole list, so they are checked on everything the caller can see, records the run did not create
// included (only read, never touched): a list with no parameters is the list with direction=all,
// limit=100 and offset=0. Other clients may write at any moment, so only what no write can explain fails:
// - read as explicit, default, explicit, default: a record in both explicit reads that the default read
//   between them lacks was there all along (ids are never reused), and the same the other way round;
// - totalCount is compared only in a round where nothing visibly moved (both explicit pages alike, both
//   default pages alike, and, when everything fits one page, all four alike). A create and a delete between
//   two reads can still move a count unseen, so a difference fails only when every round shows it; one
//   round with equal counts passes.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { DEFAULT_LIMIT } from './limit-default.ts';
import { describeQuery, idsOf, listPage, type Page, type Params } from './query.ts';

const EXPLICIT: Params = { direction: 'all', limit: DEFAULT_LIMIT, offset: 0 };
/** Rounds of four reads: a passing server is done after the first. */
const ROUNDS = 3;

function sameIds(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

export const wholeCollectionDefaultsCheck: CheckDefinition = {
  id: 'B1.whole-collection-defaults',
  title: 'a list with no parameters equals direction=all&limit=100&offset=0 over every visible action, not only the run\'s own',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-defaults-whole-collection'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  // Not with the other readers: its counts are compared across requests, and the longer they wait for a
  // slot among other checks' reads, the likelier another client's write falls between them.
  async run(t) {
    const differing: { e: Page; d: Page }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const e1 = await listPage(t, EXPLICIT);
      const d1 = await listPage(t, {});
      const e2 = await listPage(t, EXPLICIT);
      const d2 = await listPage(t, {});
      const [ie1, id1, ie2, id2] = [e1, d1, e2, d2].map((p) => idsOf(p.items));
      // Every read holds the whole list: a record missing from one is not merely past the first page.
      const complete = [e1, d1, e2, d2].every((p) => p.totalCount !== undefined && p.totalCount <= DEFAULT_LIMIT);
      if (complete) {
        const missing = [...ie1].filter((id) => ie2.has(id) && !id1.has(id));
        if (missing.length > 0) {
          t.fail(
            `${missing.length} action(s) listed with ${describeQuery(EXPLICIT)} before and after are missing from the list with no parameters between them (e.g. ${missing[0]}); direction defaults to all`,
            d1.res.exchange,
          );
        }
        const extra = [...id1].filter((id) => id2.has(id) && !ie2.has(id));
        if (extra.length > 0) {
          t.fail(`${extra.length} action(s) listed with no parameters before and after are missing with ${describeQuery(EXPLICIT)} between them (e.g. ${extra[0]})`, e2.res.exchange);
        }
      }
      const still =
        e1.totalCount !== undefined &&
        e1.totalCount === e2.totalCount &&
        d1.totalCount === d2.totalCount &&
        sameIds(ie1, ie2) &&
        sameIds(id1, id2) &&
        (!complete || sameIds(ie1, id1));
      if (!still) continue;
      if (d1.totalCount === e1.totalCount) return;
      differing.push({ e: e1, d: d1 });
    }
    if (differing.length === ROUNDS) {
      const { e, d } = differing[0];
      t.fail(
        `totalCount is ${d.totalCount} with no parameters and ${e.totalCount} with ${describeQuery(EXPLICIT)}, in ${ROUNDS} rounds of reads with nothing moving between them; the defaults select the same actions`,
        d.res.exchange,
      );
    }
    t.skip('other clients changed the list between the reads in every round, so that the counts of the defaults could not be compared');
  },
};
