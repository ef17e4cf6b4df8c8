// Part 4.2 B1 and part 8: limit defaults to 100. A list without limit returns at most 100 items, and
// exactly min(100, totalCount) when the data suffices (one answer, so concurrent writers cannot skew it).
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { describeQuery, expectedCount, listPage, type Params } from './query.ts';

export const DEFAULT_LIMIT = 100;

async function assertDefault(t: CheckContext, params: Params): Promise<void> {
  const page = await listPage(t, params);
  const n = page.items.length;
  if (n > DEFAULT_LIMIT) t.fail(`${describeQuery(params)} returned ${n} items without a limit; the default limit is ${DEFAULT_LIMIT}`, page.res.exchange);
  if (page.totalCount !== undefined && n !== expectedCount(DEFAULT_LIMIT, 0, page.totalCount)) {
    t.fail(
      `${describeQuery(params)} returned ${n} items with totalCount ${page.totalCount}; with the default limit of ${DEFAULT_LIMIT} that is ${expectedCount(DEFAULT_LIMIT, 0, page.totalCount)}`,
      page.res.exchange,
    );
  }
}

export const limitDefaultCheck: CheckDefinition = {
  id: 'B1.limit-default',
  title: 'limit defaults to 100: a list without limit returns min(100, totalCount) items',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 8',
  requirements: ['R-B1-limit-default-100', 'R-B1-limit'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  async run(t) {
    const ds = await dataset(t);
    await assertDefault(t, {});
    await assertDefault(t, ds.base);
  },
};
