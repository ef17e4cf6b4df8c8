// Part 7: a throttled request gets 429. A platform that sheds load with 503 (a 5xx) instead.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'load-503-instead-of-429',
  fault: 'Load is shed by a reverse proxy or an exhausted worker pool (nginx limit_req answers 503 by default) instead of being throttled with 429.',
  breaks: 'B.throttling-no-server-error',
  options: {
    rateLimit: { capacity: 200, refillPerSecond: 100 },
    mutation: { shapeError: (a) => (a.status === 429 ? { ...a, status: 503 } : a) },
  },
};
