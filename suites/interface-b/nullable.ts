// The creation fields part 2.2 types "or null", read from the creation schema (a field whose schema type
// admits null), and what each is returned as. Adding "or null" to a field of the schema extends the checks.
import { actionCreateFields } from '../../schemas/interface-b/actionCreate.ts';
import { describe } from '../../src/http/json.ts';

type Schema = Record<string, unknown>;

function types(schema: Schema): string[] {
  const t = schema.type;
  return Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
}

/** Creation fields whose type is written "or null", in the order of the table. */
export const NULLABLE_FIELDS: readonly string[] = Object.entries(actionCreateFields)
  .filter(([, s]) => types(s).includes('null'))
  .map(([name]) => name);

/** Whether the creation field is a list ("array of … or null"). */
export function isListField(field: string): boolean {
  return types(actionCreateFields[field] ?? {}).includes('array');
}

/**
 * The returned field a creation field shows as (part 2.2: shareTo is returned as sharedTo); undefined when
 * the returned fields do not list it (businessUnitId).
 */
export function returnedAs(field: string): string | undefined {
  if (field === 'shareTo') return 'sharedTo';
  if (field === 'responsibleUserIds') return 'responsibleUsers';
  return field === 'businessUnitId' ? undefined : field;
}

/**
 * What is wrong with a returned list that should hold nothing: empty or absent is right; null is not an
 * array (its type is "array of …"); items are not nothing.
 */
export function notEmpty(action: Record<string, unknown>, returned: string): string | undefined {
  if (!Object.hasOwn(action, returned)) return undefined;
  const v = action[returned];
  if (Array.isArray(v)) return v.length === 0 ? undefined : `${returned} holds ${v.length} item(s): ${describe(v, 200)}`;
  return `${returned} is ${describe(v, 80)}, not an array`;
}
