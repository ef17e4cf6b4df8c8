// Part 4.2 B4: a patch changes the fields it carries. A platform that answers 200 and changes nothing.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-ignored',
  fault: 'The patch is merged into a detached copy of the entity that is never saved (a missing save() or commit), so PATCH answers 200 and nothing changes.',
  breaks: 'B4.patch-applies-sent-fields',
  options: { mutation: { mergePatch: (current) => current } },
};
