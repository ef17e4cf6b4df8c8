// Part 5: an unauthenticated request gets 401. A platform answering a malformed Authorization header
// with 400 Bad Request.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'malformed-token-400',
  fault: 'The Authorization header is parsed before authentication, and a header that is no "Bearer <token>" throws a parse error mapped to 400 Bad Request.',
  breaks: 'B.rejects-malformed-token',
  options: {
    mutation: { shapeError: (a) => (a.kind === 'unauthorized' && a.errors.some((e) => e.message.startsWith('Malformed')) ? { ...a, status: 400 } : a) },
  },
};
