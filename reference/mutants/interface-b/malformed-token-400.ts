// Part 5: an unauthenticated request gets 401. A platform answering a malformed Authorization header
// with 400 Bad Request.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'malformed-token-400',
  breaks: 'B.rejects-malformed-token',
  options: {
    mutation: { shapeError: (a) => (a.kind === 'unauthorized' && a.errors.some((e) => e.message.startsWith('Malformed')) ? { ...a, status: 400 } : a) },
  },
};
