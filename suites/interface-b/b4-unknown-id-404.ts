// Part 7: a partial update of an id no action has (confirmed through B3 first) gives 404.
import { expectStatus } from '../common/expect.ts';
import { discardCreated, unknownActionId } from './probe.ts';
import { runMarker } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const patchUnknownId404: CheckDefinition = {
  id: 'B4.unknown-id-404',
  title: 'a patch of an id that does not exist gives 404',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-not-found-404'],
  async run(t) {
    const unknown = await unknownActionId(t);
    if (!unknown.id) t.skip(unknown.reason ?? 'no unknown id');
    const res = await t.api.call('updateAction', { params: { id: unknown.id }, body: { title: `${await runMarker(t)} patch of nothing` } });
    // A target that creates on patch made something of ours: it goes.
    if (res.status === 201) await discardCreated(t, res);
    expectStatus(t, res, [404], `B4 of the unknown id ${unknown.id}`);
  },
};
