// Breaks one B1 rule: limits outside 1..1000 are accepted rather than refused with 400 (a SHOULD).
import type { MutantB } from './mutant.ts';

export const listOutOfRangeLimitAccepted: MutantB = {
  name: 'list-out-of-range-limit-accepted',
  fault: 'An out-of-range limit is silently clamped with Math.min/Math.max, or passed to LIMIT unchanged, instead of being refused with 400.',
  breaks: 'B1.limit-out-of-range-rejected',
  expect: 'warning',
  options: { mutation: { minLimit: 0, maxLimit: Number.MAX_SAFE_INTEGER } },
};
