// The fresh fault of the same name (written from the specification alone, reference/fresh-faults): caught by
// A.chunked-body, which sends a document body with Transfer-Encoding: chunked.
import { fault } from '../../fresh-faults/interface-a/chunked-body-read-as-empty.ts';
import type { FreshFaultA } from '../../fresh-faults/fault.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'A.chunked-body',
  mutation: (fault as FreshFaultA).options.mutation ?? {},
};
