// Part 4.2 B4: a patch changes the fields it carries. A platform that answers 200 and changes nothing.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-ignored',
  breaks: 'B4.patch-applies-sent-fields',
  options: { mutation: { mergePatch: (current) => current } },
};
