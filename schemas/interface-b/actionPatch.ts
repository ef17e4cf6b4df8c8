// Part 4.2 B4: "a development action object containing only the fields to be changed". The changeable
// fields are not shown; the creation fields are the ones a client can know, with the creation types.
import type { JsonSchema } from '../common/shape.ts';
import { actionCreateFields } from './actionCreate.ts';

export const actionPatchSchema: JsonSchema = {
  $id: 'interface-b/actionPatch',
  type: 'object',
  properties: actionCreateFields,
};
