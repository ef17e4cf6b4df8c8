// Part 4: 201 is "a new resource was created". A holder that answers a creation with 200.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'create-status-200',
  fault: "The create handler returns the framework's default ok() / 200 used by every handler, instead of 201 Created.",
  breaks: 'A1.create-answers-201',
  expect: 'warning',
  mutation: { createStatus: 200 },
};
