// Part 4.2 B4: a patch carrying a list changes it (replaced or merged). A platform that applies the
// single-valued fields of a patch but keeps every stored list as it was.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-keeps-old-lists',
  fault: 'The merge copies scalar properties only (a shallow merge that skips collections, or collections mapped as not updatable), so lists in a patch are ignored.',
  breaks: 'B4.patch-applies-sent-items',
  expect: 'warning',
  options: {
    mutation: {
      mergePatch: (current, patch) => ({
        ...current,
        ...patch,
        tags: current.tags,
        qualityBenefits: current.qualityBenefits,
        tasks: current.tasks,
        files: current.files,
        responsibleUserIds: current.responsibleUserIds,
        shareTo: current.shareTo,
      }),
    },
  },
};
