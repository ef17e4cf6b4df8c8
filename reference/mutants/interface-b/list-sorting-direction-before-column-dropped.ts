// Breaks one B1 relation: the same query parameters in another order are the same query. A platform that
// reads the sort as a list of clauses pairs each sortingDirection with the sortingColumn before it.
import type { MutantB } from './mutant.ts';
import { droppedWhen } from './readInOrder.ts';

export const listSortingDirectionBeforeColumnDropped: MutantB = {
  name: 'list-sorting-direction-before-column-dropped',
  fault: 'The query reader builds ORDER BY clauses as it meets the parameters, pairing sortingDirection with the sortingColumn read before it; a direction that comes first has no column yet and is dropped, so the list is sorted ascending.',
  breaks: 'B1.equivalent-query-order',
  expect: 'warning',
  options: {
    mutation: {
      listParams: (params) => droppedWhen(params, 'sortingDirection', 'before', 'sortingColumn'),
    },
  },
};
