// Part 7: "400 | Bad request, request invalid". A platform whose refused patch changes no field but moves
// editTime and adds an UPDATED history entry.
import { updateAction } from '../../interface-b/actions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'refused-patch-touches-edit-time',
  fault: 'the audit trail (editTime and the history entry) is written by a hook that runs when the update starts, in its own transaction, before the body is validated',
  breaks: 'B.refused-write-changes-nothing',
  expect: 'warning',
  options: {
    mutation: {
      refusedWrite: (r) => {
        if (r.operation !== 'updateAction' || r.reason === 'not-found' || r.reason === 'unauthorized' || !r.record) return;
        updateAction(r.ctx, r.record, {}, r.caller);
      },
    },
  },
};
