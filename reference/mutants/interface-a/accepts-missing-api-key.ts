// Part 5: an unauthenticated request gets 401. A holder that checks a key only when one is sent.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'accepts-missing-api-key',
  fault: 'The key check is written as `if (header && header !== key) reject`, so a request with no header at all skips the comparison and is served.',
  breaks: 'A.requires-api-key',
  mutation: { authenticate: (presented, expected) => presented === undefined || presented === expected },
};
