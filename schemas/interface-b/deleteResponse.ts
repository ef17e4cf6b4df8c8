// Part 4.2 B5: the body answering a deletion.
import type { JsonSchema } from '../common/shape.ts';

export const deleteResponseSchema: JsonSchema = {
  $id: 'interface-b/deleteResponse',
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
  additionalProperties: true,
};
