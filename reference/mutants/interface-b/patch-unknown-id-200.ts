// Part 7: 404 for a resource that does not exist. A platform whose patch of an unknown id answers 200.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-unknown-id-200',
  fault: 'The PATCH handler runs UPDATE ... WHERE id = ? and answers 200 without checking that a row matched, so an unknown id succeeds.',
  breaks: 'B4.unknown-id-404',
  options: { mutation: { shapeError: (a) => (a.kind === 'not-found' && a.operation === 'updateAction' ? { ...a, status: 200 } : a) } },
};
