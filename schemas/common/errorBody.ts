// Part 7: the body of every 4xx/5xx answer that carries details. The specification lists all three
// fields of an error item, so each must be there; `source` names the offending field.
import type { JsonSchema } from './shape.ts';

export const errorBodySchema: JsonSchema = {
  $id: 'common/errorBody',
  type: 'object',
  required: ['message', 'errors'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'message', 'source'],
        properties: {
          type: { type: 'string' },
          message: { type: 'string' },
          source: { type: 'string' },
        },
        additionalProperties: true,
      },
    },
  },
  additionalProperties: true,
};
