// Every field part 2.2 types as an array, at every depth of a returned action (its tasks, files, comments
// and their replies, history), read from the response schemas rather than listed by hand: a field added to
// a schema is judged without new code. Present means an array; null is not "array of …" (the creation
// table writes "or null" where null is meant, the returned fields never do), and absence is judged apart.
import { posix } from 'node:path';
import { describe } from '../../src/http/json.ts';
import { schemaFor, type SchemaId } from '../../schemas/index.ts';

type Schema = Record<string, unknown>;

/** A `$ref` resolved against the id of the schema it appears in (ids are relative paths). */
function resolve(schema: Schema, baseId: string): { schema: Schema; baseId: string } {
  if (typeof schema.$ref !== 'string') return { schema, baseId };
  const id = posix.join(posix.dirname(baseId), schema.$ref);
  return { schema: schemaFor(id as SchemaId), baseId: id };
}

function isArrayType(schema: Schema): boolean {
  const t = schema.type;
  return t === 'array' || (Array.isArray(t) && t.includes('array'));
}

function walk(value: unknown, schema: Schema, baseId: string, path: string, out: string[]): void {
  const r = resolve(schema, baseId);
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    const items = r.schema.items as Schema | undefined;
    if (items) value.forEach((v, i) => walk(v, items, r.baseId, `${path}[${i}]`, out));
    return;
  }
  const properties = (r.schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, sub] of Object.entries(properties)) {
    if (!Object.hasOwn(value, key)) continue;
    const v = (value as Record<string, unknown>)[key];
    if (isArrayType(resolve(sub, r.baseId).schema) && !Array.isArray(v)) out.push(`${path}.${key} is ${describe(v, 80)}, not an array`);
    else walk(v, sub, r.baseId, `${path}.${key}`, out);
  }
}

/** Array fields of `value` (as the schema `schemaId` types it) present with anything but an array. */
export function nonArrayFields(value: unknown, schemaId: SchemaId = 'interface-b/action', path = 'action'): string[] {
  const out: string[] = [];
  walk(value, schemaFor(schemaId), schemaId, path, out);
  return out;
}
