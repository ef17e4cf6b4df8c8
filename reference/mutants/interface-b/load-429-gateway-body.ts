// Part 7: a 429 carries the error body (message and errors), implied since the 429 row does not say
// "details in the body". A platform whose throttling happens in an API gateway in front of it: the 429 has a
// valid Retry-After but the gateway's own body.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'load-429-gateway-body',
  fault: 'The 429 comes from the API gateway\'s rate-limit policy, with its own body ({"message": "API rate limit exceeded"}) and no errors.',
  breaks: 'B.throttling-error-body',
  expect: 'warning',
  // A small bucket, so that a short burst reaches it.
  options: {
    rateLimit: { capacity: 200, refillPerSecond: 100 },
    mutation: { shapeError: (a) => (a.kind === 'throttled' ? { ...a, body: { message: 'API rate limit exceeded' } } : a) },
  },
};
