// Patches of one record to send at the same time: each writes the same set of fields, every field with a
// value no other patch writes, and lists the fields in an order rotated by its number, so that a target
// writing field by field in the order received interleaves overlapping patches.
import fc from 'fast-check';

export function overlappingPatches(fields: Record<string, fc.Arbitrary<unknown>>, count: number): fc.Arbitrary<Record<string, unknown>[]> {
  const names = Object.keys(fields);
  if (names.length === 0) throw new Error('overlapping patches need a field');
  if (count < 2) throw new Error('overlapping patches need two patches or more');
  const columns = names.map((n) => fc.uniqueArray(fields[n], { minLength: count, maxLength: count, selector: (v) => JSON.stringify(v) }));
  return fc.tuple(...columns).map((values) =>
    Array.from({ length: count }, (_, k) =>
      Object.fromEntries(names.map((_, i) => (i + k) % names.length).map((f) => [names[f], values[f][k]])),
    ),
  );
}
