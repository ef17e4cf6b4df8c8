// Part 2.1: an A3 item carries fileName, description and type (SHOULD, each derives from an optional
// input). A holder that leaves description out of an item whose document was given none.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-description-left-out',
  fault: 'description is filled only from a metaData item named "description", and the serialiser skips the field (or writes null) when the document has none',
  breaks: 'A3.items-carry-listed-fields',
  expect: 'warning',
  mutation: {
    queryItem: (item) => {
      if (item.description !== '') return item;
      const { description: _left, ...rest } = item;
      return rest;
    },
  },
};
