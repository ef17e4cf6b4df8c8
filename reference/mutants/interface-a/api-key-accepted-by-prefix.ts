// Part 5: only the right key authenticates. A holder comparing only as many characters as the presented
// key has, so that any start of the key passes.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'api-key-accepted-by-prefix',
  fault: 'the key is compared with strncmp over the presented length (or found with LIKE \'<key>%\'), so a truncated key matches',
  breaks: 'A.rejects-near-miss-api-key',
  mutation: { authenticate: (presented, expected) => presented !== undefined && presented.length > 0 && expected.startsWith(presented) },
};
