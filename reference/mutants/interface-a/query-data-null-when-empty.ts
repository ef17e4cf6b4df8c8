// Part 4.1 A3: the 200 body is an object with data, an array. A holder that answers a material without
// documents with data: null.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-data-null-when-empty',
  fault: 'the list of documents is a null collection until a row is found, and the serialiser writes it as "data": null for a material without documents',
  breaks: 'A3.returns-data-array',
  mutation: { queryEnvelope: (items) => ({ data: items.length === 0 ? null : items }) },
};
