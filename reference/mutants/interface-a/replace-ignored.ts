// Part 4.1 A2: a replacement takes effect. A holder that answers success and keeps the old document.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'replace-ignored',
  fault: 'The PUT handler changes a detached ORM entity (or a cached copy) that is never flushed, answers success, and the stored document stays as it was.',
  breaks: 'A2.replacement-takes-effect',
  mutation: { applyReplace: false },
};
