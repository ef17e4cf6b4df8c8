// Part 4.2 B1: the 200 body of the list. `data` and the page information are what the operation returns,
// so they are required.
import { ref, type JsonSchema } from '../common/shape.ts';
import { actionSchema } from './action.ts';

export const actionListSchema: JsonSchema = {
  $id: 'interface-b/actionList',
  type: 'object',
  required: ['data', 'meta'],
  properties: {
    data: { type: 'array', items: ref(actionSchema, 'interface-b/actionList') },
    meta: {
      type: 'object',
      required: ['paging'],
      properties: {
        paging: {
          type: 'object',
          required: ['totalCount', 'currentPage'],
          properties: { totalCount: { type: 'integer' }, currentPage: { type: 'integer' } },
          additionalProperties: true,
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
};
