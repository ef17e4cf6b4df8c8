// Part 7: "400 | Bad request, request invalid". A request refused as invalid was not carried out: an A1
// or A2 refused for its body (invalid, malformed JSON) or for a missing supplier-id stores no document and
// leaves the document it names as it was.
import { documentRefusalsChangeNothing } from './refusals.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aRefusedWriteChangesNothing: CheckDefinition = {
  id: 'A.refused-write-changes-nothing',
  title: 'an A1 or A2 refused as invalid (400) changes nothing: A3 shows no new document and the named one as before',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-invalid-request-changes-nothing'],
  property: true,
  // Its refused writes and read-backs go one after another (they compare the state before and after).
  startEarly: true,
  run: (t) => documentRefusalsChangeNothing(t, ['invalid-body', 'malformed-json', 'missing-parameter']),
};
