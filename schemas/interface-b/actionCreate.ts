// Part 2.2, "Fields accepted when creating": what is valid to send to B2. Null is valid exactly where the
// table says "or null". Unlisted fields are not forbidden by the specification, so they are allowed.
import { arrayOf, base64, dateTime, int64, type JsonSchema } from '../common/shape.ts';
import { benefitsFields } from './benefits.ts';

export const ACTION_CREATE_STATUSES = ['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed'] as const;
export const ACTION_CREATE_REQUIRED = ['status', 'title', 'categoryId', 'allowTaskEditingForPartners', 'benefits'] as const;

function orNull(schema: JsonSchema): JsonSchema {
  return { ...schema, type: [schema.type as string, 'null'] };
}

/** Field name to schema of every creation field; PATCH bodies reuse it. */
export const actionCreateFields: Record<string, JsonSchema> = {
  status: { type: 'string', enum: [...ACTION_CREATE_STATUSES] },
  title: { type: 'string' },
  categoryId: int64,
  allowTaskEditingForPartners: { type: 'boolean' },
  deadline: dateTime,
  description: { type: 'string' },
  businessUnitId: orNull(int64),
  shareTo: orNull(
    arrayOf({ type: 'object', properties: { companyId: int64, businessUnitId: int64 } }),
  ),
  benefits: { type: 'object', properties: benefitsFields },
  qualityBenefits: orNull(arrayOf({ type: 'string' })),
  responsibleUserIds: arrayOf(int64),
  tasks: orNull(
    arrayOf({
      type: 'object',
      properties: {
        description: { type: 'string' },
        responsibleUserId: int64,
        deadline: dateTime,
        timeEstimate: { type: 'number' },
        status: { type: 'string' },
      },
    }),
  ),
  tags: orNull(arrayOf({ type: 'string' })),
  files: orNull(
    arrayOf({
      type: 'object',
      properties: {
        filename: { type: 'string' },
        folder: { type: 'string' },
        description: { type: 'string' },
        base64file: base64,
      },
    }),
  ),
};

export const actionCreateSchema: JsonSchema = {
  $id: 'interface-b/actionCreate',
  type: 'object',
  required: [...ACTION_CREATE_REQUIRED],
  properties: actionCreateFields,
};
