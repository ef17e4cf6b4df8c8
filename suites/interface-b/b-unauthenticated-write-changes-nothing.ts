// Part 5: "All requests to both interfaces must be authenticated". A write refused for want of a valid
// token was not carried out: B2, B4 and B5 without a token or with one the target never issued leave every
// action, list, edit time and history entry as it was.
import { CREDENTIAL_REFUSALS } from '../../generators/refusedWrite.ts';
import { refusalsChangeNothing } from './refusals.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const unauthenticatedWriteChangesNothing: CheckDefinition = {
  id: 'B.unauthenticated-write-changes-nothing',
  title: 'a write refused for want of a valid token changes nothing: the action, the list, editTime and history read back as before',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-authenticated'],
  property: true,
  // Its refused writes and read-backs go one after another (they share one target action).
  startEarly: true,
  run: (t) => refusalsChangeNothing(t, CREDENTIAL_REFUSALS),
};
