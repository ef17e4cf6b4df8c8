// Part 2.2: the plain creation fields (status, title, category, partner task editing, deadline,
// description, quality benefits, tags) are read back through B3 as they were sent.
import { roundTrip } from './roundTrip.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const roundTripFields: CheckDefinition = {
  id: 'B2.round-trip-fields',
  title: 'generated creation bodies are read back through B3 with every plain field as sent',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-stores-fields-sent', 'R-B2-request-body', 'R-B2-business-unit-optional', 'R-B-operations'],
  property: true,
  run: (t) => roundTrip(t, ['status', 'scalars'], [{ fields: 'any' }, { fields: 'all', maxFileBytes: 512 }]),
};
