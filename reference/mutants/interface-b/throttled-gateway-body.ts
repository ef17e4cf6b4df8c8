// Part 7: a 429 carries the error body. A platform whose rate limit sits in a gateway with its own body.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'throttled-gateway-body',
  fault: 'The 429 comes from a gateway with its own body ({"message": "API rate limit exceeded"}) without errors.',
  breaks: 'B.throttling-retry-after',
  // A small bucket, so that a short burst reaches it.
  options: { rateLimit: { capacity: 200, refillPerSecond: 100 }, mutation: { shapeError: (a) => (a.kind === 'throttled' ? { ...a, body: { message: 'API rate limit exceeded' } } : a) } },
};
