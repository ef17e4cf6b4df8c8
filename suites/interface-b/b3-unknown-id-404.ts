// Part 7: 404 means the requested resource does not exist; a single read of an id no action has gives it.
import { expectStatus } from '../common/expect.ts';
import { idOf } from './support.ts';
import { unknownActionId } from './probe.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** The top of int64: no platform hands it out in practice. */
const UNKNOWN = '9223372036854775807';

export const getUnknownId404: CheckDefinition = {
  id: 'B3.unknown-id-404',
  title: 'a single read of an id that does not exist gives 404',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-not-found-404'],
  async run(t) {
    const res = await t.api.call('getAction', { params: { id: UNKNOWN } });
    if (res.status === 200 && idOf(res.json) === UNKNOWN) {
      const other = await unknownActionId(t);
      if (!other.id) t.skip(`an action with id ${UNKNOWN} exists on the target, and ${other.reason}`);
      expectStatus(t, await t.api.call('getAction', { params: { id: other.id } }), [404], `B3 of the unknown id ${other.id}`);
      return;
    }
    expectStatus(t, res, [404], `B3 of the unknown id ${UNKNOWN}`);
  },
};
