// Part 7: "400 | Bad request, request invalid". A platform whose refused patch keeps the fields it set
// before reaching the invalid one.
import { updateAction } from '../../interface-b/actions.ts';
import { fieldsOneByOne } from './refusalEffects.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'refused-patch-applied-field-by-field',
  fault: 'the patch is applied with one setter per field on the managed entity, the setter of the bad field throws, and no transaction rolls back the fields set before it',
  breaks: 'B.refused-write-changes-nothing',
  expect: 'warning',
  options: {
    mutation: {
      refusedWrite: async (r) => {
        if (r.operation !== 'updateAction' || r.reason !== 'invalid-body' || !r.record) return;
        const applied = fieldsOneByOne(r.ctx, await r.body(), true);
        if (Object.keys(applied).length > 0) updateAction(r.ctx, r.record, applied, r.caller);
      },
    },
  },
};
