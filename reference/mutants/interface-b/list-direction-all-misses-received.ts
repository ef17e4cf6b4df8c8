// Part 4.2 B1: direction=all holds what sent and received hold (a SHOULD). A platform whose "all" leaves
// out the actions partners shared with the caller's company.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import { FOREIGN_SEEDS } from './foreign-seeds.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-direction-all-misses-received',
  fault: "the 'all' branch of the direction switch reuses the author-company condition of 'sent' and forgets the OR over the sharing targets",
  breaks: 'B1.direction-all-is-union',
  expect: 'warning',
  options: {
    seedActions: FOREIGN_SEEDS,
    mutation: { matchDirection: (a, caller, direction) => DEFAULT_BEHAVIOUR.matchDirection(a, caller, direction === 'all' ? 'sent' : direction) },
  },
};
