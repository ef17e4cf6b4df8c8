// Part 2.2: responsibleUserIds come back as responsibleUsers. A platform that keeps only the first one.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'responsible-users-first-only',
  fault: 'responsibleUserIds is mapped onto a single foreign-key column (responsible_user_id) instead of a join table, so only the first id is kept.',
  breaks: 'B2.round-trip-references',
  options: {
    mutation: {
      beforeStore: (input) => (input.responsibleUserIds ? { ...input, responsibleUserIds: input.responsibleUserIds.slice(0, 1) } : input),
    },
  },
};
