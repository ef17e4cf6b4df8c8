// Part 2.1: fileName and the metaData key and value are strings. A holder whose binder coerces a number or
// a boolean into a string instead of refusing it.
import { validateDocumentBody, validateMetaData } from '../../interface-a/validate.ts';
import type { MutantA } from './mutant.ts';

const coerce = (v: unknown): unknown => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);
const coerceItem = (item: unknown): unknown =>
  typeof item === 'object' && item !== null && !Array.isArray(item) ? { ...item, key: coerce((item as { key?: unknown }).key), value: coerce((item as { value?: unknown }).value) } : item;

export const mutant: MutantA = {
  name: 'coerces-scalar-types',
  fault: 'a lax binder (Jackson with scalar coercion, Pydantic in lax mode) turns fileName: 123 into "123" and a metaData value true into "true" instead of refusing them',
  breaks: 'A1.rejects-invalid-body',
  mutation: {
    validateBody: (body, rules) => validateDocumentBody({ ...body, fileName: coerce(body.fileName) }, rules),
    validateMetaData: (value) => validateMetaData(Array.isArray(value) ? value.map(coerceItem) : value),
  },
};
