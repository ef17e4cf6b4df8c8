// Part 3 and part 7: a deleted action does not exist any more, so deleting it again is a 404. A platform
// whose deletion of a missing action answers 200 ("idempotent delete").
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'delete-missing-200',
  fault: 'The delete runs `DELETE FROM actions WHERE id = ?` and answers 200 without looking at the affected row count, so deleting an already deleted action succeeds.',
  breaks: 'B5.second-delete-404',
  options: { mutation: { shapeError: (a) => (a.kind === 'not-found' && a.operation === 'deleteAction' ? { ...a, status: 200 } : a) } },
};
