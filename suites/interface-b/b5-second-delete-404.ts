// Part 3 and part 7: once deleted the action does not exist, so deleting it again gives 404.
import { expectStatus } from '../common/expect.ts';
import { createAndDelete } from './deleted.ts';
import { mustOwn } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const secondDelete404: CheckDefinition = {
  id: 'B5.second-delete-404',
  title: 'deleting an action a second time gives 404',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 3',
  requirements: ['R-B5-deletion-permanent', 'R-B-not-found-404'],
  async run(t) {
    const { id } = await createAndDelete(t, 'deleted twice');
    // Proven the run's own when it was created (the proof outlives the first delete).
    await mustOwn(t, id, 'delete');
    const res = await t.api.call('deleteAction', { params: { id } });
    expectStatus(t, res, [404], `the second B5 of action ${id}`);
  },
};
