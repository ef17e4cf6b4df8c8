// Part 2.2: files sent to B2 come back with their filename and folder. The Base64 contents are not part
// of a returned file, so they are not compared.
import { roundTrip } from './roundTrip.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const roundTripFiles: CheckDefinition = {
  id: 'B2.round-trip-files',
  title: 'files sent to B2 (with Base64 contents) are read back through B3 with filename and folder',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B2-stores-fields-sent'],
  property: true,
  run: (t) => roundTrip(t, ['files'], [{ nulls: false, minItems: 1, maxItems: 3 }]),
};
