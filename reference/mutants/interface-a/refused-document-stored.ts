// Part 7: "400 | Bad request, request invalid". A holder that stores the document of an invalid A1 body
// (its well-formed parts) and then answers 400.
import { defaultDocumentHolderBehaviour } from '../../interface-a/behaviour.ts';
import { documentOf } from '../../interface-a/handlers.ts';
import { isPlainObject } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'refused-document-stored',
  fault: 'the upload is written to the document store first and validated afterwards; the 400 does not remove what was written',
  breaks: 'A.refused-write-changes-nothing',
  expect: 'warning',
  mutation: {
    refusedWrite: async (r) => {
      if (r.operation !== 'createDocument' || r.reason !== 'invalid-body' || r.supplierId === undefined) return;
      const body = await r.body();
      if (isPlainObject(body)) r.store.add(documentOf(r.supplierId, body, defaultDocumentHolderBehaviour()));
    },
  },
};
