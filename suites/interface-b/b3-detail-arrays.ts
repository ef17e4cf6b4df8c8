// Part 2.2: tasks, files and comments are "always returned by single read", so B3 carries all three as
// arrays, also when the action has none of them.
import { describe } from '../../src/http/json.ts';
import { minimalBody } from './probe.ts';
import { createAction, releaseAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const detailArrays: CheckDefinition = {
  id: 'B3.detail-arrays',
  title: 'a single read always carries tasks, files and comments as arrays',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B3-detail-arrays', 'R-B3-returns-action'],
  async run(t) {
    const created = await createAction(t, await minimalBody(t, 'detail arrays'));
    try {
      const { res, action } = created.read; // the read-back that proved it the run's own
      const wrong = (['tasks', 'files', 'comments'] as const).filter((f) => !Array.isArray(action[f]));
      if (wrong.length > 0) {
        t.fail(`B3 must carry tasks, files and comments as arrays; ${wrong.map((f) => `${f} is ${f in action ? describe(action[f], 80) : 'absent'}`).join(', ')}`, res.exchange);
      }
    } finally {
      await releaseAction(t, created.id);
    }
  },
};
