// Part 5: only the right key authenticates. A holder that lets any key through.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'accepts-any-api-key',
  fault: 'The API-key filter only checks that the X-API-KEY header is present and non-empty (a presence guard copied from a framework example) and never compares it with the configured key.',
  breaks: 'A.rejects-wrong-api-key',
  mutation: { authenticate: (presented) => presented !== undefined },
};
