// Part 5: a request with a token the platform never issued is not authenticated: 401. A platform
// answering 403 Forbidden.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unknown-token-403',
  fault: 'The resource server maps an invalid or expired token to 403 Forbidden (an authorization failure) instead of 401 Unauthorized.',
  breaks: 'B.rejects-unknown-token',
  options: {
    mutation: { shapeError: (a) => (a.kind === 'unauthorized' && a.errors.some((e) => e.message.startsWith('Invalid or expired')) ? { ...a, status: 403 } : a) },
  },
};
