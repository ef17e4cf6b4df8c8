// Part 3 and part 4.2 B5: deletion is permanent, so a single read of a deleted action gives 404, also after
// the next creation (an id handed out again, by a sequence without AUTOINCREMENT or reset, would make the
// deleted action's id read as another action).
import { expectStatus } from '../common/expect.ts';
import { createAndDelete, stillThere } from './deleted.ts';
import { minimalBody } from './probe.ts';
import { createAction, deleteOwnAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const deletedActionGone: CheckDefinition = {
  id: 'B5.deleted-action-gone',
  title: 'after a deletion, a single read of the action gives 404',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 3',
  requirements: ['R-B5-deletes-permanently', 'R-B5-deletion-permanent', 'R-B-not-found-404'],
  async run(t) {
    const { id } = await createAndDelete(t, 'deleted then read');
    const res = await t.api.call('getAction', { params: { id } });
    if (res.status >= 200 && res.status < 300) await stillThere(t, id);
    expectStatus(t, res, [404], `B3 of the deleted action ${id}`);
    const next = await createAction(t, await minimalBody(t, 'created after a deletion'));
    try {
      if (next.id === id) t.fail(`the action created after deleting action ${id} got the same id ${id}: a deleted action's id is handed out again`, next.read.res.exchange);
      const again = await t.api.call('getAction', { params: { id } });
      expectStatus(t, again, [404], `B3 of the deleted action ${id}, after another action (${next.id}) was created`);
    } finally {
      await deleteOwnAction(t, next.id).catch(() => undefined);
    }
  },
};
