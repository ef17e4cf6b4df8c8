// Part 4.1 A3: the 200 body of the material query; items as in part 2.1 (further item fields not shown).
import { responseObject, type JsonSchema } from '../common/shape.ts';

export const documentItemSchema: JsonSchema = responseObject(undefined, {
  fileName: { type: 'string' },
  description: { type: 'string' },
  type: { type: 'string' },
});

export const documentQueryResponseSchema: JsonSchema = {
  $id: 'interface-a/documentQueryResponse',
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'array', items: documentItemSchema } },
  additionalProperties: true,
};
