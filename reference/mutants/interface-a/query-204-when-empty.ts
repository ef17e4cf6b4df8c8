// Parts 4 and 4.1 A3: success is 200 or 201, and A3's 200 carries data. A holder that answers a material
// without documents with 204 No Content.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-204-when-empty',
  fault: 'the controller returns 204 No Content when the query finds no document (a REST convention for an empty result), so the caller gets no data array',
  breaks: 'A3.returns-data-array',
  mutation: { unknownMaterialStatus: 204 },
};
