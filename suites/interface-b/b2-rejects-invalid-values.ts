// Values of the right JSON type that still break part 2.2: null where the table gives no "or null", a
// date-time that is not one, contents that are not Base64. How strictly formats are validated is not
// shown, so this is a recommendation.
import { rejectsBroken } from './rejects.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const rejectsInvalidValues: CheckDefinition = {
  id: 'B2.rejects-invalid-values',
  title: 'a creation body with null where null is not allowed, or a malformed date-time or Base64, gives 400',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-null-only-where-listed'],
  property: true,
  run: (t) => rejectsBroken(t, { kinds: ['null-not-allowed', 'bad-format'] }, undefined, Math.max(10, Math.ceil(t.runs / 2))),
};
