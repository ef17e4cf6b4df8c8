// Part 7: "429 | Too many requests, request throttled", and client rule 2 lets the client send the request
// again after the Retry-After. A platform whose rate limiter runs after the handler carries a throttled
// creation out all the same: a client that retries as allowed makes it twice. The bucket refills slowly
// enough that the creations sent right after the burst are throttled on any machine.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'throttled-write-applied',
  fault: 'The rate limiter runs after the handler, so a write answered 429 was applied all the same.',
  breaks: 'B.throttled-write-not-applied',
  expect: 'warning',
  options: { rateLimit: { capacity: 1000, refillPerSecond: 20 }, mutation: { throttleAfterHandler: true } },
};
