// Builders that apply the tolerance rules of response schemas uniformly, so that no resource forgets one.
// Part 2 of the specification lists fields and their types but never says a field is always present or
// never null; a schema that demanded either would report implementations that conform.

export type JsonSchema = { [keyword: string]: unknown };

/** A schema to place inside another: its `$id` removed, so that each id is registered exactly once. */
export function embed(schema: JsonSchema): JsonSchema {
  const { $id: _id, ...rest } = schema;
  return rest;
}

/** The same schema, also accepting `null` (the schema must declare its `type`). */
export function tolerateNull(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (type === undefined) throw new Error('tolerateNull needs a schema with a type');
  const types = Array.isArray(type) ? (type as string[]) : [type as string];
  return { ...embed(schema), type: types.includes('null') ? types : [...types, 'null'] };
}

/**
 * A response object: every listed field validated for its type when present, `null` tolerated for every
 * field except `id`, unlisted fields allowed.
 */
export function responseObject(
  $id: string | undefined,
  properties: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema {
  const props = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, name === 'id' ? schema : tolerateNull(schema)]),
  );
  return {
    ...($id === undefined ? {} : { $id }),
    type: 'object',
    properties: props,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: true,
  };
}

export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
/** Base64 contents as RFC 4648 section 4: standard alphabet, padded, nothing else (no line breaks). */
export const base64: JsonSchema = { type: 'string', format: 'base64' };

const BASE64_TEXT = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The `base64` format. ajv-formats' `byte` is multi-line (any one valid line passes, so "!!\n" does) and
 * backtracks per group; a length test plus one character-class scan stays linear on megabytes.
 */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64_TEXT.test(text);
}
export const int64: JsonSchema = { type: 'integer' };

/**
 * A reference from the schema `fromId` to a registered schema (compiled once, shared by every schema that
 * refers to it). Ids are relative paths and a `$ref` resolves against the referrer's `$id` (RFC 3986), so
 * the reference is written relative to the referrer's folder. A schema holding refs must not be embedded.
 */
export function ref(target: JsonSchema, fromId: string): JsonSchema {
  if (typeof target.$id !== 'string') throw new Error('ref needs a schema with an $id');
  const to = target.$id.split('/');
  const from = fromId.split('/').slice(0, -1);
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return { $ref: [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/') };
}

export function arrayOf(items: JsonSchema): JsonSchema {
  return { type: 'array', items };
}
