// Part 7: deleting an id no action has (confirmed through B3 first, so that nothing else is touched)
// gives 404.
import { expectStatus } from '../common/expect.ts';
import { unknownActionId } from './probe.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const deleteUnknownId404: CheckDefinition = {
  id: 'B5.unknown-id-404',
  title: 'deleting an id that does not exist gives 404',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-not-found-404'],
  async run(t) {
    const unknown = await unknownActionId(t);
    if (!unknown.id) t.skip(unknown.reason ?? 'no unknown id');
    const res = await t.api.call('deleteAction', { params: { id: unknown.id } });
    expectStatus(t, res, [404], `B5 of the unknown id ${unknown.id}`);
  },
};
