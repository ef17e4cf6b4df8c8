// Part 2.2 lists fields of a returned action, task and file whose value comes from an optional creation
// field (a deadline, a task's responsible user, a file's folder). An action created without them may have
// nothing to carry there; leaving the field out (rather than null or an empty array) is a warning.
import { describeMissing, missingInAction } from '../../schemas/listed.ts';
import { minimalBody } from './probe.ts';
import { createAction, deleteOwnAction } from './support.ts';
import { sparseBody } from './shapeBodies.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const carriesListedFields: CheckDefinition = {
  id: 'B3.carries-listed-fields',
  title: 'a single read carries the listed fields that derive from optional inputs, also when those inputs were left out',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B-action-optional-input-fields', 'R-B-task-optional-input-fields', 'R-B-file-optional-input-fields'],
  async run(t) {
    const created = await createAction(t, await minimalBody(t, 'listed fields', sparseBody()));
    try {
      const { res, action } = created.read; // the read-back that proved it the run's own
      const missing = missingInAction(action, 'fromOptionalInput');
      if (missing.length) t.fail(`B3 of action ${created.id} leaves out ${describeMissing(missing)}: fields part 2.2 lists, whose optional input was not sent`, res.exchange);
    } finally {
      await deleteOwnAction(t, created.id).catch(() => undefined);
    }
  },
};
