// Part 4.2 B2: the request body is the creation fields of part 2.2, an object; JSON of another kind (an
// array, a string, a number, null, a boolean) is an invalid request.
import { fewCaseRuns, rejectsBroken } from './rejects.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const rejectsNonObjectBody: CheckDefinition = {
  id: 'B2.rejects-non-object-body',
  title: 'a creation body that is JSON but not an object gives 400 with the error body',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B2',
  requirements: ['R-B2-request-body', 'R-B2-invalid-request-400', 'R-B-error-body'],
  property: true,
  run: (t) => rejectsBroken(t, { kinds: ['non-object'] }, undefined, fewCaseRuns(t)),
};
