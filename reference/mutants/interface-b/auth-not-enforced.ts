// Part 5: every request must be authenticated. A platform that serves anyone as its first client.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'auth-not-enforced',
  fault: 'The authentication middleware is registered after the routes (or the routes sit on an allow-list meant for health checks), so requests without a token are served.',
  breaks: 'B.requires-token',
  options: { mutation: { enforceAuth: false } },
};
