// The fresh fault of the same name (written from the specification alone, reference/fresh-faults), kept as a
// mutant once the check below was made to catch it.
import { fault } from '../../fresh-faults/interface-b/id-numeric-prefix-matches.ts';
import type { FreshFaultB } from '../../fresh-faults/fault.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'B3.near-miss-id-404',
  options: (fault as FreshFaultB).options,
};
