// Part 2.2 and part 4.2 B2: the allowed creation statuses are Draft, Suggestion, In Progress, Cancelled
// and Completed; any other value (Open included, which only appears in returned records) is invalid.
import { fewCaseRuns, rejectsBroken } from './rejects.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const rejectsUnknownStatus: CheckDefinition = {
  id: 'B2.rejects-unknown-status',
  title: 'a creation body with a status outside the allowed values gives 400 with the error body',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B2',
  requirements: ['R-B2-status-values', 'R-B2-invalid-request-400', 'R-B-error-body'],
  property: true,
  run: (t) => rejectsBroken(t, { kinds: ['bad-enum'], fields: ['status'] }, undefined, fewCaseRuns(t)),
};
