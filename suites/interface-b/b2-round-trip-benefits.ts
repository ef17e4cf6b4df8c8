// Part 2.2: every field of the Benefits object is read back as sent (amounts numerically).
import { roundTrip } from './roundTrip.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const roundTripBenefits: CheckDefinition = {
  id: 'B2.round-trip-benefits',
  title: 'every benefit field sent to B2 is read back through B3 as sent',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-stores-fields-sent'],
  property: true,
  run: (t) => roundTrip(t, ['benefits'], [{ completeBenefits: true }, { completeBenefits: false }]),
};
