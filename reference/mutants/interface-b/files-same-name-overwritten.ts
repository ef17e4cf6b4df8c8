// Part 2.2: files are stored as sent, two of one name in two folders too.
// The fresh fault of the same name (reference/fresh-faults/interface-b/files-same-name-overwritten.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/files-same-name-overwritten.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'files-same-name-overwritten',
  fault: fresh.fault,
  breaks: 'B2.round-trip-files',
  options: freshOptions(fresh),
};
