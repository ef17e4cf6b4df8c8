// The fresh fault of the same name (written from the specification alone, reference/fresh-faults), kept as a
// mutant once the check below was made to catch it.
import { fault } from '../../fresh-faults/interface-b/list-responsible-join-duplicates.ts';
import type { FreshFaultB } from '../../fresh-faults/fault.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'B1.filter-responsible-user-ids',
  options: (fault as FreshFaultB).options,
};
