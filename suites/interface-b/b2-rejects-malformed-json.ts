// Part 1 and part 4.2 B2: bodies are JSON; a body declared as JSON that does not parse is an invalid
// request: 400 with the error body.
import { fewCaseRuns, rejectsBroken } from './rejects.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const rejectsMalformedJson: CheckDefinition = {
  id: 'B2.rejects-malformed-json',
  title: 'a creation body that is not well-formed JSON gives 400 with the error body',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B2',
  requirements: ['R-B-json-bodies', 'R-B2-invalid-request-400', 'R-B-error-body'],
  property: true,
  run: (t) => rejectsBroken(t, { kinds: ['malformed-json'] }, undefined, fewCaseRuns(t)),
};
