// Part 7: the message of a MISSING_REQUIRED_PARAMETER item names the field. A holder whose message names
// the parameter as its framework binds it; served with supplier-id in the query.
import type { MutantA } from './mutant.ts';

const bound = (name: string): string => name.replace(/-(.)/g, (_m, c: string) => c.toUpperCase());

export const mutant: MutantA = {
  name: 'missing-parameter-bound-name',
  fault: 'the message is built from the name of the handler argument the parameter is bound to (supplierId), not from the parameter as sent (supplier-id)',
  breaks: 'A1.rejects-missing-supplier-id',
  mutation: { missingParameter: (name) => ({ type: 'MISSING_REQUIRED_PARAMETER', message: `required parameter ${bound(name)} is missing`, source: name }) },
  operations: { createDocument: 'POST /documents', replaceDocument: 'PUT /documents' },
};
