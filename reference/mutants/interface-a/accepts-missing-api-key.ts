// Part 5: an unauthenticated request gets 401. A holder that checks a key only when one is sent.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'accepts-missing-api-key',
  breaks: 'A.requires-api-key',
  mutation: { authenticate: (presented, expected) => presented === undefined || presented === expected },
};
