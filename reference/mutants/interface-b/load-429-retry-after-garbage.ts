// Part 7: Retry-After says when to retry, so it must be a value a client can read (delta-seconds or an
// HTTP-date, RFC 9110). A platform that answers "soon".
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'load-429-retry-after-garbage',
  fault: 'Retry-After is filled from the human-readable text of the rate limiter ("soon", "in a minute") instead of delta-seconds or an HTTP-date.',
  breaks: 'B.throttling-retry-after',
  options: { rateLimit: { capacity: 200, refillPerSecond: 100 }, mutation: { retryAfter: () => 'soon' } },
};
