// Breaks one B1 rule: a list without limit returns 10 items, not 100.
import type { MutantB } from './mutant.ts';

export const listDefaultLimitNot100: MutantB = {
  name: 'list-default-limit-not-100',
  fault: "An absent limit falls back to the pagination library's own default page size (10, 20 or 25 in common frameworks) instead of the specified 100.",
  breaks: 'B1.limit-default',
  options: { mutation: { defaultLimit: 10 } },
};
