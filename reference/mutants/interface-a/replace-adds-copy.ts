// Part 4.1 A2 replaces an existing file. A holder that stores the replacement beside the old one.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'replace-adds-copy',
  breaks: 'A2.replaces-existing-document',
  mutation: { replaceInPlace: false },
};
