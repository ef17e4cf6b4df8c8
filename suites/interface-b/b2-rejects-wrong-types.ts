// Part 4.2 B2 with the types of part 2.2: a field (or array item, or nested field) of another JSON type
// makes the request invalid: 400 with the error body of part 7. The values a lenient binder coerces (Jackson's
// defaults, Pydantic's lax mode: a number written as text, text as a number, a boolean as text or 0/1, a
// fraction for an integer, a date as epoch milliseconds) are the likeliest fault, so each is sent once on a
// plain body first, whatever the runs; then the property varies the breakage over the whole body.
import { minimalBody } from './probe.ts';
import { expectRefused, rejectsBroken, sendBroken } from './rejects.ts';
import type { CheckDefinition, CheckContext } from '../../src/engine/types.ts';

/** A field of a plain body given a value of the JSON type a lenient binder would coerce from. */
function coercible(categoryId: number): { field: string; value: unknown; what: string }[] {
  return [
    { field: 'categoryId', value: String(categoryId), what: 'categoryId as a string of digits' },
    { field: 'categoryId', value: categoryId + 0.5, what: 'categoryId with a fraction' },
    { field: 'allowTaskEditingForPartners', value: 'true', what: 'allowTaskEditingForPartners as the string "true"' },
    { field: 'allowTaskEditingForPartners', value: 1, what: 'allowTaskEditingForPartners as the number 1' },
    { field: 'title', value: 4711, what: 'title as a number' },
    { field: 'description', value: true, what: 'description as a boolean' },
    { field: 'deadline', value: 1924992000000, what: 'deadline as epoch milliseconds' },
  ];
}

async function rejectsCoercible(t: CheckContext): Promise<void> {
  const plain = await minimalBody(t, 'wrong type');
  await t.each(coercible(plain.categoryId as number), async ({ field, value, what }) => {
    const res = await sendBroken(t, { body: { ...plain, [field]: value } });
    expectRefused(t, res, `B2 with ${what} (${JSON.stringify(value)})`);
  });
}

export const rejectsWrongTypes: CheckDefinition = {
  id: 'B2.rejects-wrong-types',
  title: 'a creation body with a field of the wrong type gives 400 with the error body',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B2',
  requirements: ['R-B2-creation-field-types', 'R-B2-invalid-request-400', 'R-B-invalid-request-400', 'R-B-error-body'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    await rejectsCoercible(t);
    await rejectsBroken(t, { kinds: ['wrong-type', 'bad-item'] });
  },
};
