// Why a broken case is not a valid body for a schema: not declared as JSON, not JSON, not an object, or
// what the schema says is wrong. Empty when the case is in fact valid.
import { validate, type SchemaId } from '../../schemas/index.ts';

export interface BrokenCaseLike {
  body?: unknown;
  rawBody?: string;
  contentType?: string;
}

export function faults(c: BrokenCaseLike, schema: SchemaId): string[] {
  let value: unknown;
  if (c.rawBody !== undefined) {
    if (c.contentType !== undefined && c.contentType !== 'application/json') return ['not declared as JSON'];
    try {
      value = JSON.parse(c.rawBody);
    } catch {
      return ['not JSON'];
    }
  } else value = c.body;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return ['not an object'];
  return validate(schema, value);
}
