// Part 7: an absent required field is MISSING_REQUIRED_PARAMETER. A holder that reports it under another
// type; served with supplier-id in a header, where a request can leave it out.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'missing-parameter-wrong-type',
  fault: "A missing supplier-id header raises the framework's own binding exception, which a catch-all handler reports as BAD_REQUEST instead of MISSING_REQUIRED_PARAMETER.",
  breaks: 'A1.rejects-missing-supplier-id',
  mutation: { missingParameter: (name) => ({ type: 'BAD_REQUEST', message: `required parameter ${name} is missing`, source: name }) },
  operations: {
    createDocument: { method: 'POST', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } },
    replaceDocument: { method: 'PUT', path: '/documents', headers: { 'X-Supplier-Id': '{supplier-id}' } },
  },
};
