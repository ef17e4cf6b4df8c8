// Part 3: "The status given in the create request is the status of the new action", for each allowed status.
import { ACTION_CREATE_STATUSES } from '../../schemas/interface-b/actionCreate.ts';
import { describe } from '../../src/http/json.ts';
import { minimalBody } from './probe.ts';
import { createAction, releaseAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const statusKept: CheckDefinition = {
  id: 'B2.status-kept',
  title: 'an action created with each allowed status is read back with exactly that status',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 3',
  requirements: ['R-B2-status-of-new-action', 'R-B2-status-values'],
  async run(t) {
    for (const status of ACTION_CREATE_STATUSES) {
      const created = await createAction(t, await minimalBody(t, `status ${status}`, { status }));
      try {
        const { res, action } = created.read; // the read-back that proved it the run's own
        if (action.status !== status) {
          t.fail(`created with status ${JSON.stringify(status)}, B3 reads back status ${describe(action.status)}`, res.exchange);
        }
      } finally {
        await releaseAction(t, created.id);
      }
    }
  },
};
