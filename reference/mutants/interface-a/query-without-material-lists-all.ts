// Part 4.1 A3: materialId is required. A holder that answers a query without it with every document;
// served with materialId in the query, where it can be left out.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-without-material-lists-all',
  fault: 'the WHERE clause is added only when materialId is given, so a query without it returns every document of every material',
  breaks: 'A3.rejects-missing-material-id',
  mutation: { answerWithoutMaterial: true },
  operations: { queryDocuments: 'GET /documents' },
};
