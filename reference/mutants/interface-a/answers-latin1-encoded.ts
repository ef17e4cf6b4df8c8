// Part 1 with RFC 8259 8.1: JSON between systems is UTF-8. The fresh fault of the same name (written from the
// specification alone, reference/fresh-faults), kept as a mutant once the check below was made to catch it.
import { fault } from '../../fresh-faults/interface-a/answers-latin1-encoded.ts';
import type { FreshFaultA } from '../../fresh-faults/fault.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'A.json-content-type',
  mutation: (fault as FreshFaultA).options.mutation ?? {},
};
