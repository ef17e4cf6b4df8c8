// Part 2.2: categoryName is the name of the action's category, also after a patch of categoryId.
// The fresh fault of the same name (reference/fresh-faults/interface-b/patch-category-name-stale.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/patch-category-name-stale.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-category-name-stale',
  fault: fresh.fault,
  breaks: 'B.category-name-follows-id',
  expect: 'warning',
  options: freshOptions(fresh),
};
