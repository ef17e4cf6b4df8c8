// The fresh fault of the same name (written from the specification alone, reference/fresh-faults): caught by
// the sequences compared with the model of interface A since they draw supplier ids with spaces, ampersands and letters beyond ASCII.
import { fault } from '../../fresh-faults/interface-a/replace-supplier-id-left-encoded.ts';
import type { FreshFaultA } from '../../fresh-faults/fault.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'A.model-sequences',
  mutation: (fault as FreshFaultA).options.mutation ?? {},
};
