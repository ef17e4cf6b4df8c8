// Part 7: 404 means the requested resource does not exist. An id is matched whole: one that is the run's own
// action's id with letters appended names no action, so it reads as 404 (or 400, an id of the wrong form),
// never as that action. A platform that casts the path's id to a number the way MySQL does ('12abc' is 12),
// or parses its leading digits, answers with another record than the one asked for. The same holds for an
// id just beyond int64 (2^63): a 64-bit id parser that throws on it answers 500.
import { expectStatus } from '../common/expect.ts';
import { createAction, deleteOwnAction, idOf } from './support.ts';
import { minimalBody } from './probe.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** 2^63: one past the largest int64, which no 64-bit id column holds. */
const BEYOND_INT64 = (2n ** 63n).toString();

export const getNearMissId404: CheckDefinition = {
  id: 'B3.near-miss-id-404',
  title: "an id that is an existing action's id with letters appended, or one beyond int64, reads as no action (404, or 400), never as that action",
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-not-found-404'],
  async run(t) {
    const created = await createAction(t, await minimalBody(t, 'near-miss id'));
    try {
      const near = `${created.id}abc`;
      const res = await t.api.call('getAction', { params: { id: near } });
      // An action of that very id would be a legitimate answer (ids are the platform's to choose).
      if (res.status === 200 && idOf(res.json) === near) return;
      if (res.status === 200) {
        t.fail(`B3 of the id ${near}, which no action has, answered 200 with the action ${idOf(res.json) ?? '(no id)'} (the run's action is ${created.id}): the id must be matched whole, not by its leading digits`, res.exchange);
      }
      expectStatus(t, res, [404, 400], `B3 of the id ${near}`);
      const beyond = await t.api.call('getAction', { params: { id: BEYOND_INT64 } });
      if (!(beyond.status === 200 && idOf(beyond.json) === BEYOND_INT64)) expectStatus(t, beyond, [404, 400], `B3 of the id ${BEYOND_INT64}, beyond int64`);
    } finally {
      await deleteOwnAction(t, created.id).catch(() => undefined);
    }
  },
};
