// Part 2.1: the type of an A3 item is a string. A holder that answers it as an object.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-type-as-object',
  fault: 'the item serialises the file-type detector\'s result object ({"mime": ..., "ext": ...}) as type instead of its media type string',
  breaks: 'A3.returns-data-array',
  mutation: {
    queryItem: (item) => ({ ...item, type: item.type === undefined ? undefined : { mime: item.type, ext: item.fileName.split('.').pop() } }),
  },
};
