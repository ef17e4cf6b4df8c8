// Part 5: an unauthenticated request gets 401, whatever it asks for. A holder that looks the material up
// before it looks at the API key, and so tells anyone which materials have documents.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'unknown-material-before-key',
  fault: 'the material is resolved by a route-level lookup that runs ahead of the API-key check, so an unknown material answers 404 to a caller without a key',
  breaks: 'A.credentials-first',
  mutation: {
    beforeAuthentication: ({ operation, params, documentsOfMaterial }) =>
      operation === 'queryDocuments' && params.materialId && documentsOfMaterial(params.materialId) === 0
        ? { status: 404, message: `no document refers to material ${params.materialId}`, errors: [{ type: 'NOT_FOUND', message: 'unknown material', source: 'materialId' }] }
        : undefined,
  },
};
