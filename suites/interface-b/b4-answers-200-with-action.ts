// Part 4.2 B4: "Response 200 body: the development action", the one patched.
import { expectSchema, expectStatus } from '../common/expect.ts';
import { minimalBody } from './probe.ts';
import { createAction, releaseAction, idOf, runMarker, updateOwnAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const answers200WithAction: CheckDefinition = {
  id: 'B4.answers-200-with-action',
  title: 'a successful patch answers 200 with the development action',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-answers-action', 'R-B-success-status-codes'],
  async run(t) {
    const created = await createAction(t, await minimalBody(t, 'patch answer'));
    try {
      const patch = { title: `${await runMarker(t)} patched title` };
      const res = await updateOwnAction(t, created.id, { body: patch });
      expectStatus(t, res, [200], 'B4 with a valid patch of the title');
      expectSchema(t, res, 'interface-b/action', 'B4 answer');
      if (idOf(res.json) !== created.id) t.fail(`B4 of action ${created.id} answered an action with id ${idOf(res.json) ?? '(none)'}`, res.exchange);
    } finally {
      await releaseAction(t, created.id);
    }
  },
};
