// Part 5: "All requests to both interfaces must be authenticated". A platform that answers 401 to a delete
// without a valid token, after deleting the action.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unauthenticated-delete-performed',
  fault: 'authentication is an after-filter (or a response interceptor) that replaces the answer with 401 once the handler has already deleted the row',
  breaks: 'B.unauthenticated-write-changes-nothing',
  options: {
    mutation: {
      refusedWrite: (r) => {
        if (r.operation !== 'deleteAction' || r.reason !== 'unauthorized' || !r.record) return;
        r.ctx.behaviour.removeAction(r.ctx.store, r.record.id);
      },
    },
  },
};
