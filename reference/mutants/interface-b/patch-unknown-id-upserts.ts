// Part 7: "404 | Not found, requested resource does not exist". A platform whose patch of an unknown id
// answers 404 and yet creates the action under that id.
import { createAction } from '../../interface-b/actions.ts';
import { fieldsOneByOne } from './refusalEffects.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-unknown-id-upserts',
  fault: 'the patch is an upsert (updateOne with upsert: true, INSERT ... ON CONFLICT DO UPDATE) and the handler answers 404 because no existing row matched, while the upsert inserted one',
  breaks: 'B.refused-write-changes-nothing',
  expect: 'warning',
  options: {
    mutation: {
      refusedWrite: async (r) => {
        if (r.operation !== 'updateAction' || r.reason !== 'not-found' || r.id === undefined || !/^\d{1,19}$/.test(r.id)) return;
        const { store } = r.ctx;
        const record = createAction(r.ctx, fieldsOneByOne(r.ctx, await r.body(), false), r.caller.user, r.caller.clientId);
        // Stored under the id the request named, as an upsert keyed by it does.
        store.remove(record.id);
        record.id = BigInt(r.id);
        store.insert(record);
      },
    },
  },
};
