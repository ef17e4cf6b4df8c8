// Part 5: "All requests to both interfaces must be authenticated". A write refused for want of a valid API
// key was not carried out: an A1 or A2 without the key or with a wrong one stores no document and leaves
// the document it names as it was.
import { CREDENTIAL_REFUSALS } from '../../generators/refusedWrite.ts';
import { documentRefusalsChangeNothing } from './refusals.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aUnauthenticatedWriteChangesNothing: CheckDefinition = {
  id: 'A.unauthenticated-write-changes-nothing',
  title: 'an A1 or A2 refused for want of a valid API key changes nothing: A3 shows no new document and the named one as before',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 5',
  requirements: ['R-A-authenticated'],
  property: true,
  // Its refused writes and read-backs go one after another (they compare the state before and after).
  startEarly: true,
  run: (t) => documentRefusalsChangeNothing(t, CREDENTIAL_REFUSALS),
};
