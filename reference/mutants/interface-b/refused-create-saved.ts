// Part 7: "400 | Bad request, request invalid". A platform that stores a refused creation: the valid
// fields of the invalid body stay saved, then the 400 is sent.
import { createAction } from '../../interface-b/actions.ts';
import { fieldsOneByOne } from './refusalEffects.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'refused-create-saved',
  fault: 'the ORM entity is saved (and the transaction committed) before the validator runs, so the 400 leaves the row behind',
  breaks: 'B.refused-write-changes-nothing',
  expect: 'warning',
  options: {
    mutation: {
      refusedWrite: async (r) => {
        if (r.operation !== 'createAction' || r.reason !== 'invalid-body') return;
        createAction(r.ctx, fieldsOneByOne(r.ctx, await r.body(), false), r.caller.user, r.caller.clientId);
      },
    },
  },
};
