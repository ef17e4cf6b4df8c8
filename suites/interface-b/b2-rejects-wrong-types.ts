// Part 4.2 B2 with the types of part 2.2: a field (or array item, or nested field) of another JSON type
// makes the request invalid: 400 with the error body of part 7.
import { rejectsBroken } from './rejects.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

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
  run: (t) => rejectsBroken(t, { kinds: ['wrong-type', 'bad-item'] }),
};
