// Part 4.2 B1: a free-text search finds the words of a title a patch gave.
// The fresh fault of the same name (reference/fresh-faults/interface-b/search-index-misses-patched-title.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/search-index-misses-patched-title.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'search-index-misses-patched-title',
  fault: fresh.fault,
  breaks: 'B1.search-finds-patched-title',
  expect: 'warning',
  options: freshOptions(fresh),
};
