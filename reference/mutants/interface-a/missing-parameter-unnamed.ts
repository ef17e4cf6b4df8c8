// Part 7: the message of a MISSING_REQUIRED_PARAMETER item names the field. A holder whose message does
// not; served with materialId in the query.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'missing-parameter-unnamed',
  fault: 'A generic required-parameter guard emits one fixed message ("a required parameter is missing") without putting the name of the parameter into it.',
  breaks: 'A3.rejects-missing-material-id',
  mutation: { missingParameter: (name) => ({ type: 'MISSING_REQUIRED_PARAMETER', message: 'a required parameter is missing', source: name }) },
  operations: { queryDocuments: 'GET /documents' },
};
