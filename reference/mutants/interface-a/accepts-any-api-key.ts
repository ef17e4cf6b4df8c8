// Part 5: only the right key authenticates. A holder that lets any key through.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'accepts-any-api-key',
  breaks: 'A.rejects-wrong-api-key',
  mutation: { authenticate: (presented) => presented !== undefined },
};
