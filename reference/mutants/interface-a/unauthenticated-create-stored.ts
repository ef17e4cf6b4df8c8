// Part 5: "All requests to both interfaces must be authenticated". A holder that answers 401 to an A1
// without a valid API key, after storing the document.
import { defaultDocumentHolderBehaviour } from '../../interface-a/behaviour.ts';
import { documentOf } from '../../interface-a/handlers.ts';
import { isPlainObject } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'unauthenticated-create-stored',
  fault: 'the API key is checked by a filter that runs after the upload handler (a response interceptor turning the answer into 401), so the document is already stored',
  breaks: 'A.unauthenticated-write-changes-nothing',
  mutation: {
    refusedWrite: async (r) => {
      if (r.operation !== 'createDocument' || r.reason !== 'unauthorized' || r.supplierId === undefined) return;
      const body = await r.body();
      if (isPlainObject(body)) r.store.add(documentOf(r.supplierId, body, defaultDocumentHolderBehaviour()));
    },
  },
};
