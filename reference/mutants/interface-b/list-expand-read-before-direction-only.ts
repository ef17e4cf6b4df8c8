// Breaks one B1 relation: the same query parameters in another order are the same query. A platform whose
// query reader handles direction by switching to another repository method, built from the parameters read
// so far: an expand that comes after direction in the query string never reaches it.
import type { MutantB } from './mutant.ts';
import { droppedWhen } from './readInOrder.ts';

export const listExpandReadBeforeDirectionOnly: MutantB = {
  name: 'list-expand-read-before-direction-only',
  fault: 'The reader picks the query method when it meets direction, with the includes read up to then; an expand after direction is read into a builder no longer used, so those items come without their tasks.',
  breaks: 'B1.equivalent-query-order',
  expect: 'warning',
  options: {
    mutation: {
      listParams: (params) => droppedWhen(params, 'expand', 'after', 'direction'),
    },
  },
};
