// Part 4.2 B4: a patch changes only the fields it carries. A platform that takes a patch whose title equals
// the stored one for "no rename" and saves the remaining fields from a form object whose deadline was never
// filled in: the deadline is lost. Every single-scenario B4 check patches a title to a new value; the
// sequences compared with the model of interface B send fields with the value they already have.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-same-title-drops-deadline',
  fault: "B4 tells a rename from other edits by comparing the sent title with the stored one; the branch for an unchanged title copies the other fields from a form object whose deadline was never bound, so the stored deadline is reset.",
  breaks: 'B.model-sequences',
  options: {
    mutation: {
      mergePatch: (current, patch) => ({ ...current, ...patch, ...(patch.title !== undefined && patch.title === current.title ? { deadline: null } : {}) }),
    },
  },
};
