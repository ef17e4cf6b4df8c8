// Part 2.2 with part 4.2 B4: lists are "or null". A platform whose patch validator refuses null in them.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'null-on-patch-refused',
  fault: 'the PATCH schema is generated from the response model (tags: array, not nullable), so a patch with "qualityBenefits": null answers 400',
  breaks: 'B4.null-clears-like-empty',
  expect: 'warning',
  options: { mutation: { nullField: (_field, mode) => (mode === 'patch' ? 'refuse' : 'accept') } },
};
