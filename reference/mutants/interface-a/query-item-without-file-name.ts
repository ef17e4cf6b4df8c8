// Part 2.1 lists fileName for every A3 item, and every stored document has one. A holder whose items carry
// the document's name under another key.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-item-without-file-name',
  fault: 'The query serialises the storage entity as it is, whose property is name (or originalFilename), instead of mapping it to the fileName of part 2.1.',
  breaks: 'A3.items-carry-determined-fields',
  mutation: {
    queryItem: ({ fileName, ...rest }) => ({ name: fileName, ...rest }),
  },
};
