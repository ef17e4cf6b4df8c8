// Part 7: an error item's source names the offending field, here the B1 query parameter.
// The fresh fault of the same name (reference/fresh-faults/interface-b/list-query-error-source-method-path.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/list-query-error-source-method-path.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-query-error-source-method-path',
  fault: fresh.fault,
  breaks: 'B1.limit-out-of-range-rejected',
  expect: 'warning',
  options: freshOptions(fresh),
};
