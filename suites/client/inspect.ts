// Problems of a request body by the schemas of part 2, judged on the whole body as it arrived.
import { validate, type SchemaId } from '../../schemas/index.ts';

export function bodyInspector(schemas: Record<string, SchemaId>) {
  return (kind: string, body: Buffer): string[] | undefined => {
    const schema = schemas[kind];
    if (schema === undefined) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return [body.length === 0 ? 'the body is empty, not JSON' : 'the body is not JSON'];
    }
    return validate(schema, value);
  };
}
