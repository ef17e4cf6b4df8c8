// Part 2.2 with part 4.2 B4: lists are "or null", and a patch changes the fields it carries. A platform
// whose patch skips every field sent as null, so null never clears a list that [] clears.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'null-on-patch-ignored',
  fault: 'the patch is applied with a mapper configured to skip null properties (setSkipNullEnabled / omitempty), so "tags": null leaves the tags as they were',
  breaks: 'B4.null-clears-like-empty',
  expect: 'warning',
  options: { mutation: { nullField: (_field, mode) => (mode === 'patch' ? 'ignore' : 'accept') } },
};
