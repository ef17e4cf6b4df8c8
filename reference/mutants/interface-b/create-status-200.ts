// Part 4: 201 is "a new resource was created". A platform that answers a creation with 200.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'create-status-200',
  fault: "The create handler returns the framework's default 200 used by every handler, instead of 201 Created.",
  breaks: 'B2.create-answers-201',
  expect: 'warning',
  options: { mutation: { createStatus: 200 } },
};
