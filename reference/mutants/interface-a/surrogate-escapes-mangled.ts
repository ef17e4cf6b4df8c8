// The fresh fault of the same name (written from the specification alone, reference/fresh-faults): caught by
// A.equivalent-body-escapes, which writes a body's text beyond printable ASCII as \u escapes.
import { fault } from '../../fresh-faults/interface-a/surrogate-escapes-mangled.ts';
import type { FreshFaultA } from '../../fresh-faults/fault.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'A.equivalent-body-escapes',
  mutation: (fault as FreshFaultA).options.mutation ?? {},
};
