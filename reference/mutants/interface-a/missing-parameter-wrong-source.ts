// Part 7: the source of a MISSING_REQUIRED_PARAMETER item is the field's name. A holder that names where
// it looked instead; served with supplier-id in the query.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'missing-parameter-wrong-source',
  fault: 'The binding error of the framework reports where the parameter was looked for ("query", "header") as the source, not the name of the parameter.',
  breaks: 'A2.rejects-missing-supplier-id',
  mutation: { missingParameter: (name) => ({ type: 'MISSING_REQUIRED_PARAMETER', message: `required parameter ${name} is missing`, source: 'query' }) },
  operations: { createDocument: 'POST /documents', replaceDocument: 'PUT /documents' },
};
