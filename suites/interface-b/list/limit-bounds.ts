// Part 4.2 B1 and part 8: limit is 1 to 1000 and is the number of records returned. limit=1 returns at
// most one item, limit=1000 is accepted, any limit in between returns min(limit, totalCount - offset)
// items; a limit outside the range never yields a 5xx nor more than 1000 items (whether it is refused
// or clamped is B1.limit-out-of-range-rejected, a SHOULD).
import fc from 'fast-check';
import { expectNoServerError } from '../../common/expect.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { listRuns } from './filter-check.ts';
import { describeQuery, expectedCount, listPage, type Params } from './query.ts';

export const MIN_LIMIT = 1;
export const MAX_LIMIT = 1000;
/** Limits outside 1..1000, and values that are not integers. */
export const OUT_OF_RANGE_LIMITS = ['0', '1001', '-1', '2.5', 'ten', '1000000'] as const;

export const limitBoundsCheck: CheckDefinition = {
  id: 'B1.limit-bounds',
  title: 'limit: 1 to 1000 accepted and honoured; out-of-range limits never give a 5xx or more than 1000 items',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 8',
  requirements: ['R-B1-limit-range', 'R-B1-limit'],
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const honoured = async (params: Params, limit: number, offset: number) => {
      const page = await listPage(t, { ...params, limit, offset: offset === 0 ? undefined : offset });
      const n = page.items.length;
      if (n > limit) t.fail(`${describeQuery({ ...params, limit, offset })} returned ${n} items, more than the limit`, page.res.exchange);
      if (page.totalCount !== undefined && n !== expectedCount(limit, offset, page.totalCount)) {
        t.fail(
          `${describeQuery({ ...params, limit, offset })} returned ${n} items with totalCount ${page.totalCount}; the limit calls for ${expectedCount(limit, offset, page.totalCount)}`,
          page.res.exchange,
        );
      }
    };
    await honoured(ds.base, MIN_LIMIT, 0);
    await honoured({}, MIN_LIMIT, 0);
    await honoured({}, MAX_LIMIT, 0);
    await t.property(
      fc.record({ limit: fc.integer({ min: MIN_LIMIT, max: MAX_LIMIT }), offset: fc.integer({ min: 0, max: ds.actions.length + 5 }) }),
      ({ limit, offset }) => honoured(ds.base, limit, offset),
      { runs: listRuns(t) },
    );

    for (const limit of OUT_OF_RANGE_LIMITS) {
      // Unfiltered, so that a target holding more than 1000 actions shows whether it caps the page.
      const res = await t.api.call('listActions', { params: { limit } });
      expectNoServerError(t, res, `B1 list limit=${limit}`);
      const data = (res.json as { data?: unknown } | undefined)?.data;
      if (res.status === 200 && Array.isArray(data) && data.length > MAX_LIMIT) {
        t.fail(`limit=${limit} returned ${data.length} items; a list never returns more than ${MAX_LIMIT} (part 8)`, res.exchange);
      }
    }
  },
};
