// The specification as data: every schema registered once in one Ajv instance and compiled once, on its first
// use, so that validating a response compiles at most the first time.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { errorBodySchema } from './common/errorBody.ts';
import { isBase64, type JsonSchema } from './common/shape.ts';
import { documentBodySchema } from './interface-a/documentBody.ts';
import { documentQueryResponseSchema } from './interface-a/documentQueryResponse.ts';
import { actionSchema } from './interface-b/action.ts';
import { actionCreateSchema } from './interface-b/actionCreate.ts';
import { actionListSchema } from './interface-b/actionList.ts';
import { actionPatchSchema } from './interface-b/actionPatch.ts';
import { benefitsSchema } from './interface-b/benefits.ts';
import { commentSchema } from './interface-b/comment.ts';
import { companySchema } from './interface-b/company.ts';
import { deleteResponseSchema } from './interface-b/deleteResponse.ts';
import { fileSchema } from './interface-b/file.ts';
import { historySchema } from './interface-b/history.ts';
import { taskSchema } from './interface-b/task.ts';
import { userSchema } from './interface-b/user.ts';

// ajv-formats is CommonJS; depending on the loader its default import is the plugin or its module object.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => Ajv;

const schemas = {
  'common/errorBody': errorBodySchema,
  'interface-a/documentBody': documentBodySchema,
  'interface-a/documentQueryResponse': documentQueryResponseSchema,
  'interface-b/action': actionSchema,
  'interface-b/actionCreate': actionCreateSchema,
  'interface-b/actionPatch': actionPatchSchema,
  'interface-b/actionList': actionListSchema,
  'interface-b/user': userSchema,
  'interface-b/company': companySchema,
  'interface-b/task': taskSchema,
  'interface-b/file': fileSchema,
  'interface-b/comment': commentSchema,
  'interface-b/history': historySchema,
  'interface-b/benefits': benefitsSchema,
  'interface-b/deleteResponse': deleteResponseSchema,
} satisfies Record<string, JsonSchema>;

export type SchemaId = keyof typeof schemas;
export const schemaIds = Object.freeze(Object.keys(schemas) as SchemaId[]);

export function schemaFor(id: SchemaId): JsonSchema {
  return schemas[id];
}

// inlineRefs off: a referenced schema (an action inside the list) is compiled once and called, not copied.
// validateSchema off: checking these schemas against the meta-schema compiled the meta-schema on every start
// of the tool (about 15 ms); they are the specification's own, and a test checks them against it instead.
const ajv = new Ajv({ allErrors: true, strict: false, inlineRefs: false, validateSchema: false });
addFormats(ajv);
ajv.addFormat('base64', { type: 'string', validate: isBase64 });

const validators = new Map<SchemaId, ValidateFunction>();
for (const id of schemaIds) {
  if (schemas[id].$id !== id) throw new Error(`schema registered as ${id} declares $id ${String(schemas[id].$id)}`);
}
// Every schema is added before any is compiled, so that references between them resolve.
ajv.addSchema(Object.values(schemas));

/**
 * The validator of a schema, compiled on its first use and kept: never twice, never on the hot path after
 * the first call. Not at load time: a run of a few checks uses a few schemas, and compiling all of them
 * would be a noticeable share of the tool's start-up.
 */
function validatorOf(id: SchemaId): ValidateFunction | undefined {
  let check = validators.get(id);
  if (check === undefined && Object.hasOwn(schemas, id)) {
    // The schema object is already registered: compile() finds it and compiles it.
    check = ajv.compile(schemas[id]);
    validators.set(id, check);
  }
  return check;
}

/**
 * Problems of `value` against the schema, one readable line each (`/data/0/fileName must be string`);
 * empty when valid. A value holding bigint (unsafe integers from our JSON parser) is judged as numbers.
 */
export function validate(schemaId: SchemaId, value: unknown): string[] {
  const check = validatorOf(schemaId);
  if (check === undefined) throw new Error(`unknown schema ${String(schemaId)}`);
  if (check(value)) return [];
  // bigint fails `type: integer`; convert only on this slow path, the happy path stays copy-free.
  if (containsBigint(value)) {
    if (check(toValidatable(value))) return [];
  }
  return (check.errors ?? []).map(describeError);
}

/** A deep copy of a parsed JSON value with every bigint replaced by the nearest Number. */
export function toValidatable(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toValidatable);
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties, so a "__proto__" key stays data and cannot change the prototype.
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toValidatable(v)]));
  }
  return value;
}

function containsBigint(value: unknown): boolean {
  if (typeof value === 'bigint') return true;
  if (Array.isArray(value)) return value.some(containsBigint);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsBigint);
  return false;
}

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function describeError(e: ErrorObject): string {
  const at = e.instancePath === '' ? '(root)' : e.instancePath;
  switch (e.keyword) {
    case 'required': {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      return `${e.instancePath}/${escapePointerToken(missing)} is required`;
    }
    case 'type': {
      const t = (e.params as { type: string | string[] }).type;
      const types = Array.isArray(t) ? t : String(t).split(',');
      return `${at} must be ${types.join(' or ')}`;
    }
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
      return `${at} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    default:
      return `${at} ${e.message ?? `fails ${e.keyword}`}`;
  }
}
