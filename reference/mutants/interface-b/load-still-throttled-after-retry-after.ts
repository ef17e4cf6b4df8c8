// Part 7 rule 2: after the period Retry-After gives, the client may retry. A platform that announces one
// second while its bucket refills only every ten.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'load-still-throttled-after-retry-after',
  fault: "Retry-After is a fixed constant of one second while the limiter's window is far longer, so a client that waits as told is throttled again.",
  breaks: 'B.throttling-recovers',
  options: { rateLimit: { capacity: 200, refillPerSecond: 0.1 }, mutation: { retryAfter: () => '1' } },
};
