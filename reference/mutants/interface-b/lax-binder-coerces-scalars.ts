// Part 2.2 and part 4.2 B2: a field of another JSON type makes the body invalid. A platform whose binder
// coerces scalars the way Jackson's defaults or Pydantic's lax mode do.
import { isLosslessNumber, LosslessNumber } from 'lossless-json';
import type { MutantB } from './mutant.ts';

const INTEGER_FIELDS = ['categoryId', 'businessUnitId'];
const STRING_FIELDS = ['title', 'description'];

function coerce(field: string, v: unknown): unknown {
  if (INTEGER_FIELDS.includes(field)) {
    if (typeof v === 'string' && /^-?\d+$/.test(v)) return new LosslessNumber(v);
    // ACCEPT_FLOAT_AS_INT: 1.5 becomes 1.
    if (isLosslessNumber(v) && /^-?\d+\.\d+$/.test(v.value)) return new LosslessNumber(v.value.split('.')[0]!);
  }
  if (field === 'allowTaskEditingForPartners') {
    if (v === 'true' || v === 'false') return v === 'true';
    if (isLosslessNumber(v) && (v.value === '0' || v.value === '1')) return v.value === '1';
  }
  if (STRING_FIELDS.includes(field) && (isLosslessNumber(v) || typeof v === 'boolean')) return String(v);
  return v;
}

export const mutant: MutantB = {
  name: 'lax-binder-coerces-scalars',
  fault: 'A lax binder (Jackson, Pydantic lax mode) coerces categoryId "12" to 12, 1.5 to 1, allowTaskEditingForPartners "true" to true and a numeric title to text.',
  breaks: 'B2.rejects-wrong-types',
  options: {
    mutation: {
      bindBody: (body) =>
        body !== null && typeof body === 'object' && !Array.isArray(body) && !isLosslessNumber(body)
          ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, coerce(k, v)]))
          : body,
    },
  },
};
