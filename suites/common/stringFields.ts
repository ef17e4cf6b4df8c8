// Every string field of a request body, read from its JSON Schema (schemas/), at every depth: what the
// checks of hostile text put their text into. A field added to a schema is covered without new code.
import type { JsonSchema } from '../../schemas/common/shape.ts';

/** Steps to a field: property names, `[]` for an item of an array. */
export type FieldPath = readonly string[];

export interface StringField {
  path: FieldPath;
  /** As messages name it: `tasks[].description`. */
  name: string;
  /** Free text: no enumeration of values and no format (date-time, Base64) it must have. */
  free: boolean;
}

const ITEM = '[]';

function typesOf(schema: JsonSchema): string[] {
  const t = schema.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

/** The string fields of an object schema, depth first in the order of its properties. */
export function stringFields(schema: JsonSchema, path: FieldPath = []): StringField[] {
  const types = typesOf(schema);
  const out: StringField[] = [];
  if (types.includes('string') && path.length > 0) {
    out.push({ path, name: path.join('.').replace(/\.\[\]/g, '[]'), free: schema.enum === undefined && schema.format === undefined });
  }
  if (types.includes('object') && schema.properties) {
    for (const [name, sub] of Object.entries(schema.properties as Record<string, JsonSchema>)) out.push(...stringFields(sub, [...path, name]));
  }
  if (types.includes('array') && schema.items) out.push(...stringFields(schema.items as JsonSchema, [...path, ITEM]));
  return out;
}

/**
 * A copy of `body` with `text` at the field. An array gets one more item (a copy of its first item with
 * the field set, or a new one), so that whatever the body held stays as it was.
 */
export function withText(body: Record<string, unknown>, path: FieldPath, text: string): Record<string, unknown> {
  return put(body, path, text) as Record<string, unknown>;
}

function put(value: unknown, path: FieldPath, text: string): unknown {
  if (path.length === 0) return text;
  const [step, ...rest] = path;
  if (step === ITEM) {
    const items = Array.isArray(value) ? value : [];
    const template = rest.length > 0 && items.length > 0 ? items[0] : undefined;
    return [...items, put(structuredClone(template), rest, text)];
  }
  const obj = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...obj, [step]: put(obj[step], rest, text) };
}
