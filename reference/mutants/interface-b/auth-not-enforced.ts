// Part 5: every request must be authenticated. A platform that serves anyone as its first client.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'auth-not-enforced',
  breaks: 'B.requires-token',
  options: { mutation: { enforceAuth: false } },
};
