// Part 5: an unauthenticated request gets 401, whatever its parameters. A holder that checks for the
// required supplier-id before it looks at the API key; served with supplier-id in the query, where it can
// be left out.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'missing-supplier-id-before-key',
  fault: 'required parameters are validated by the framework (a binding or OpenAPI request validator) before the API-key filter runs, so a request without supplier-id gets 400 whoever sends it',
  breaks: 'A.credentials-first',
  mutation: {
    beforeAuthentication: ({ operation, params }) =>
      operation !== 'queryDocuments' && !params['supplier-id']
        ? { status: 400, message: 'request is invalid', errors: [{ type: 'MISSING_REQUIRED_PARAMETER', message: 'required parameter supplier-id is missing', source: 'supplier-id' }] }
        : undefined,
  },
  operations: { createDocument: 'POST /documents', replaceDocument: 'PUT /documents' },
};
