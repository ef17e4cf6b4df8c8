// Part 5: only the token issued authenticates. A platform comparing tokens without regard to case.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-case-insensitive',
  fault: 'tokens are looked up in a database column with a case-insensitive collation (MySQL\'s default utf8mb4_general_ci), so the token with its letters\' case changed is found',
  breaks: 'B.rejects-near-miss-token',
  options: { mutation: { tokenMatches: (presented, issued) => presented.toLowerCase() === issued.toLowerCase() } },
};
