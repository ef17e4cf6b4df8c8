// Part 2.2: responsibleUserIds come back as responsibleUsers[].id, shareTo[].companyId as sharedTo[].id.
import { roundTrip } from './roundTrip.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const roundTripReferences: CheckDefinition = {
  id: 'B2.round-trip-references',
  title: 'responsible users and sharing targets sent to B2 are read back through B3 (responsibleUsers, sharedTo)',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-stores-fields-sent'],
  property: true,
  run: (t) => roundTrip(t, ['references'], [{ fields: 'all', nulls: false, minItems: 1, maxFileBytes: 256, maxTextLength: 300 }]),
};
