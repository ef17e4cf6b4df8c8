// Part 7: "400 | Bad request, request invalid". A holder whose refused A2 has already removed the document
// it was to replace.
import { isPlainObject } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'refused-replacement-deletes-old',
  fault: 'a replacement is written as delete-then-insert without a transaction: the old file is deleted, the new one fails validation, and the 400 leaves the supplier without the file',
  breaks: 'A.refused-write-changes-nothing',
  expect: 'warning',
  mutation: {
    refusedWrite: async (r) => {
      if (r.operation !== 'replaceDocument' || r.reason !== 'invalid-body' || r.supplierId === undefined) return;
      const body = await r.body();
      if (isPlainObject(body) && typeof body.fileName === 'string') r.store.remove(r.supplierId, body.fileName);
    },
  },
};
