// Part 4.2 B4: a partial update changes only the fields it carries. A platform that replaces the action
// with the patch, keeping only the required fields.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-clobbers-other-fields',
  fault: 'PATCH is implemented like PUT: the body is bound to a fresh entity and saved whole, so every optional field not sent is reset.',
  breaks: 'B4.patch-keeps-other-fields',
  options: {
    mutation: {
      mergePatch: (current, patch) => ({
        status: current.status,
        title: current.title,
        categoryId: current.categoryId,
        allowTaskEditingForPartners: current.allowTaskEditingForPartners,
        benefits: current.benefits,
        ...patch,
      }),
    },
  },
};
