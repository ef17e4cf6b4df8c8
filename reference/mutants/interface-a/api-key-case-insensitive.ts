// Part 5: only the right key authenticates. A holder comparing the key without regard to case.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'api-key-case-insensitive',
  fault: 'the key is looked up in a column with a case-insensitive collation (or both sides are lower-cased to "normalise" them), so the key with its letters\' case changed is accepted',
  breaks: 'A.rejects-near-miss-api-key',
  mutation: { authenticate: (presented, expected) => presented !== undefined && presented.toLowerCase() === expected.toLowerCase() },
};
