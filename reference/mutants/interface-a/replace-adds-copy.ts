// Part 4.1 A2 replaces an existing file. A holder that stores the replacement beside the old one.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'replace-adds-copy',
  fault: "The PUT handler calls the same insert as the create (a new row, a new id) instead of updating the supplier's existing document, so the query shows two copies.",
  breaks: 'A2.replaces-existing-document',
  mutation: { replaceInPlace: false },
};
