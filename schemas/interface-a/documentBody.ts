// Part 2.1: the request body of A1 (create) and A2 (replace). Every field is optional; unlisted fields
// are not forbidden by the specification, so they are not forbidden here.
import { base64, type JsonSchema } from '../common/shape.ts';

export const documentBodySchema: JsonSchema = {
  $id: 'interface-a/documentBody',
  type: 'object',
  properties: {
    fileName: { type: 'string' },
    base64EncodedContents: base64,
    metaData: {
      type: 'array',
      items: {
        // "key/value pairs": an item without either is not a pair.
        type: 'object',
        required: ['key', 'value'],
        properties: { key: { type: 'string' }, value: { type: 'string' } },
      },
    },
  },
};
