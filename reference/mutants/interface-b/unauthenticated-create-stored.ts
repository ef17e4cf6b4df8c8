// Part 5: "All requests to both interfaces must be authenticated". A platform that answers 401 to a create
// without a valid token, after storing the action.
import { createAction } from '../../interface-b/actions.ts';
import { rules } from '../../interface-b/handlers.ts';
import { validateActionBody } from '../../interface-b/validate.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unauthenticated-create-stored',
  fault: 'the token is checked by an after-filter that turns the answer into 401 once the handler has already inserted the row',
  breaks: 'B.unauthenticated-write-changes-nothing',
  options: {
    mutation: {
      refusedWrite: async (r) => {
        if (r.operation !== 'createAction' || r.reason !== 'unauthorized') return;
        const v = validateActionBody(await r.body(), 'create', rules(r.ctx));
        if (v.ok) createAction(r.ctx, v.input, r.caller.user, r.caller.clientId);
      },
    },
  },
};
