// Part 7: "400 | Bad request, request invalid" and "404 | Not found, requested resource does not exist".
// A request refused as invalid, or for an id no action has, was not carried out: B2, B4 and B5 refused
// so leave every action, list, edit time and history entry as it was.
import { refusalsChangeNothing } from './refusals.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const refusedWriteChangesNothing: CheckDefinition = {
  id: 'B.refused-write-changes-nothing',
  title: 'a write refused as invalid (400) or for an unknown id (404) changes nothing: the action, the list, editTime and history read back as before',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-invalid-request-changes-nothing', 'R-B-unknown-id-changes-nothing'],
  property: true,
  // Its refused writes and read-backs go one after another (they share one target action).
  startEarly: true,
  run: (t) => refusalsChangeNothing(t, ['invalid-body', 'malformed-json', 'missing-parameter', 'unknown-id']),
};
