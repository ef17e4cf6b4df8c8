// The fresh fault of the same name (written from the specification alone, reference/fresh-faults): caught by
// A3.returns-file-name-unchanged, whose names include one without an extension, sent with a PDF's first bytes.
import { fault } from '../../fresh-faults/interface-a/file-name-extension-from-contents.ts';
import type { FreshFaultA } from '../../fresh-faults/fault.ts';
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: fault.name,
  fault: fault.fault,
  breaks: 'A3.returns-file-name-unchanged',
  expect: 'warning',
  mutation: (fault as FreshFaultA).options.mutation ?? {},
};
