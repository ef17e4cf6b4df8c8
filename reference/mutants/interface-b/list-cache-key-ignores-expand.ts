// The fresh fault of the same name (written from the specification alone, reference/fresh-faults): caught at
// the first try only by chance (a random order of expand values), kept as a mutant once B1.expand asked the
// same query without and with expand every run.
import { fault } from '../../fresh-faults/interface-b/list-cache-key-ignores-expand.ts';
import type { FreshFaultB } from '../../fresh-faults/fault.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'B1.expand',
  options: (fault as FreshFaultB).options,
};
