// Part 7: a 429's Retry-After header says when to retry. A platform that throttles without saying when.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'load-429-without-retry-after',
  fault: 'The rate-limiting middleware runs with its headers option off (or behind a gateway policy that sets none), so a 429 comes without Retry-After.',
  breaks: 'B.throttling-retry-after',
  // A small bucket, so that a short burst reaches it.
  options: { rateLimit: { capacity: 200, refillPerSecond: 100 }, mutation: { retryAfter: () => undefined } },
};
