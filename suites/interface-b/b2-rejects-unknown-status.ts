// Part 2.2 and part 4.2 B2: the allowed creation statuses are Draft, Suggestion, In Progress, Cancelled
// and Completed; any other value (Open included, which only appears in returned records) is invalid. Each
// of a handful of near misses (another letter case, a space, the returned-only Open) is sent once on a
// plain body, since an enum parser that ignores case is the likeliest fault; then the property varies the
// rest of the body around one of them.
import { BAD_STATUSES } from '../../generators/brokenActionBody.ts';
import { minimalBody } from './probe.ts';
import { expectRefused, fewCaseRuns, rejectsBroken, sendBroken } from './rejects.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const rejectsUnknownStatus: CheckDefinition = {
  id: 'B2.rejects-unknown-status',
  title: 'a creation body with a status outside the allowed values gives 400 with the error body',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B2',
  requirements: ['R-B2-status-values', 'R-B2-invalid-request-400', 'R-B-error-body'],
  property: true,
  async run(t) {
    const plain = await minimalBody(t, 'unknown status');
    await t.each(BAD_STATUSES, async (status) => {
      const res = await sendBroken(t, { body: { ...plain, status } });
      expectRefused(t, res, `B2 with status ${JSON.stringify(status)}, which is not an allowed creation status`);
    });
    await rejectsBroken(t, { kinds: ['bad-enum'], fields: ['status'] }, undefined, fewCaseRuns(t));
  },
};
