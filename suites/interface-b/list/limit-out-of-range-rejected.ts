// Part 8 bounds limit to 1..1000 and part 7 says an invalid request is a 400 with details in the body, an
// error item's source being "the name of the offending field": here the parameter, limit. Whether a limit
// outside the range is refused or clamped is not stated, hence a SHOULD.
import { expectErrorBody } from '../../common/expect.ts';
import { describe } from '../../../src/http/json.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { OUT_OF_RANGE_LIMITS } from './limit-bounds.ts';

export const limitOutOfRangeRejectedCheck: CheckDefinition = {
  id: 'B1.limit-out-of-range-rejected',
  title: 'a limit outside 1..1000 or not an integer is refused with 400 and the error body of part 7, an item of which names limit',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 8',
  requirements: ['R-B1-limit-out-of-range-400', 'R-B-error-source-names-field'],
  async run(t) {
    for (const limit of OUT_OF_RANGE_LIMITS) {
      const res = await t.api.call('listActions', { params: { limit } });
      if (res.status !== 400) t.fail(`limit=${limit}: expected 400, got ${res.status}`, res.exchange);
      expectErrorBody(t, res, `limit=${limit}`);
      const errors = (res.json as { errors: { source?: unknown }[] }).errors;
      if (!errors.some((e) => e.source === 'limit')) t.fail(`limit=${limit}: no error item has source "limit" (items: ${describe(errors, 300)})`, res.exchange);
    }
  },
};
