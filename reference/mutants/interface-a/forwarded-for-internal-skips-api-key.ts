// The fresh fault of the same name (written from the specification alone, reference/fresh-faults): caught by
// A.requires-api-key, which also asks without the key from a loopback address by X-Forwarded-For.
import { fault } from '../../fresh-faults/interface-a/forwarded-for-internal-skips-api-key.ts';
import type { FreshFaultA } from '../../fresh-faults/fault.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'A.requires-api-key',
  mutation: (fault as FreshFaultA).options.mutation ?? {},
};
