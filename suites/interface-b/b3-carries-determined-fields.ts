// Part 2.2 lists the fields of a returned development action and of the User, Company, Task, File, Comment
// and Reply inside it. Those whose value is always determined (ids, authors, creation and edit times, the
// required creation fields) must be present in a single read of an action created with every kind of
// nested record; types are B3.matches-action-schema's, unlisted fields are allowed, null is tolerated.
import { describeMissing, missingInAction } from '../../schemas/listed.ts';
import { minimalBody } from './probe.ts';
import { createAction, deleteOwnAction } from './support.ts';
import { richBody } from './shapeBodies.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const carriesDeterminedFields: CheckDefinition = {
  id: 'B3.carries-determined-fields',
  title: 'a single read carries every listed field whose value is always determined, in the action and every record inside it',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B-action-determined-fields', 'R-B-user-fields', 'R-B-company-fields', 'R-B-task-determined-fields', 'R-B-file-determined-fields', 'R-B-comment-fields'],
  async run(t) {
    const created = await createAction(t, await minimalBody(t, 'determined fields', richBody(t)));
    try {
      const { res, action } = created.read; // the read-back that proved it the run's own
      const missing = missingInAction(action, 'determined');
      if (missing.length) t.fail(`B3 of action ${created.id} lacks ${describeMissing(missing)}: fields part 2.2 lists whose value is always determined`, res.exchange);
    } finally {
      await deleteOwnAction(t, created.id).catch(() => undefined);
    }
  },
};
