// Part 7: 404 for a resource that does not exist. A platform whose delete of an unknown id answers 200.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'delete-unknown-id-200',
  fault: 'The DELETE handler treats zero rows affected as success for any id ("idempotent delete"), so an id that never existed answers 200 instead of 404.',
  breaks: 'B5.unknown-id-404',
  options: { mutation: { shapeError: (a) => (a.kind === 'not-found' && a.operation === 'deleteAction' ? { ...a, status: 200 } : a) } },
};
