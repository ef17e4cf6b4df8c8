// Part 4.2 B5: a deletion answers with an object whose `message` (string) confirms it.
import { expectSchema, expectSuccess } from '../common/expect.ts';
import { minimalBody } from './probe.ts';
import { createAction, deleteOwnAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const deleteAnswersMessage: CheckDefinition = {
  id: 'B5.delete-answers-message',
  title: 'a deletion succeeds and answers an object with a message',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B5',
  requirements: ['R-B5-answers-message', 'R-B-success-status-codes'],
  async run(t) {
    const created = await createAction(t, await minimalBody(t, 'delete answer'));
    const res = await deleteOwnAction(t, created.id);
    expectSuccess(t, res, `B5 of action ${created.id}`);
    expectSchema(t, res, 'interface-b/deleteResponse', 'B5 answer');
  },
};
