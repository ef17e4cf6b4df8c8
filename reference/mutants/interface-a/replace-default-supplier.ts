// Part 4.1 A2: supplier-id is required. A holder whose A2 takes a default supplier when it is absent;
// served with supplier-id in the query, where it can be left out.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'replace-default-supplier',
  fault: 'the replace handler binds supplier-id with a default value (a @RequestParam defaultValue, a configured tenant), so a request without it is carried out for that supplier instead of refused',
  breaks: 'A2.rejects-missing-supplier-id',
  mutation: { fallbackSupplierId: (operation) => (operation === 'replaceDocument' ? 'default' : undefined) },
  operations: { createDocument: 'POST /documents', replaceDocument: 'PUT /documents' },
};
