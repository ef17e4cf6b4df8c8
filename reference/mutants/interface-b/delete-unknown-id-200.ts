// Part 7: 404 for a resource that does not exist. A platform whose delete of an unknown id answers 200.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'delete-unknown-id-200',
  breaks: 'B5.unknown-id-404',
  options: { mutation: { shapeError: (a) => (a.kind === 'not-found' && a.operation === 'deleteAction' ? { ...a, status: 200 } : a) } },
};
